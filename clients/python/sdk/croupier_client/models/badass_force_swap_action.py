from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="BadassForceSwapAction")



@_attrs_define
class BadassForceSwapAction:
    """ Badass Force: Édition VHS: Change weapon: discard yours (its charges are lost) and take this weapon of the centre at
    0 charge.

        Attributes:
            type_ (Literal['swap']):
            weapon (str):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
     """

    type_: Literal['swap']
    weapon: str
    id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        weapon = self.weapon

        id = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "weapon": weapon,
        })
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['swap'] , d.pop("type"))
        if type_ != 'swap':
            raise ValueError(f"type must match const 'swap', got '{type_}'")

        weapon = d.pop("weapon")

        id = d.pop("id", UNSET)

        badass_force_swap_action = cls(
            type_=type_,
            weapon=weapon,
            id=id,
        )

        return badass_force_swap_action

