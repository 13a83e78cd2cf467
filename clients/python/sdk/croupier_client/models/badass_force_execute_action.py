from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="BadassForceExecuteAction")



@_attrs_define
class BadassForceExecuteAction:
    """ Badass Force: Édition VHS: Use your loaded weapon's execution ability against this player, then take this weapon of
    the centre at 0 charge.

        Attributes:
            type_ (Literal['execute']):
            target (int):
            weapon (str):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
     """

    type_: Literal['execute']
    target: int
    weapon: str
    id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        target = self.target

        weapon = self.weapon

        id = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "target": target,
            "weapon": weapon,
        })
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['execute'] , d.pop("type"))
        if type_ != 'execute':
            raise ValueError(f"type must match const 'execute', got '{type_}'")

        target = d.pop("target")

        weapon = d.pop("weapon")

        id = d.pop("id", UNSET)

        badass_force_execute_action = cls(
            type_=type_,
            target=target,
            weapon=weapon,
            id=id,
        )

        return badass_force_execute_action

