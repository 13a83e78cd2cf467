from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="BadassForceArmouryAction")



@_attrs_define
class BadassForceArmouryAction:
    """ Badass Force: Édition VHS: Go to the armoury: roll the two dice.

        Attributes:
            type_ (Literal['armoury']):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
     """

    type_: Literal['armoury']
    id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        id = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['armoury'] , d.pop("type"))
        if type_ != 'armoury':
            raise ValueError(f"type must match const 'armoury', got '{type_}'")

        id = d.pop("id", UNSET)

        badass_force_armoury_action = cls(
            type_=type_,
            id=id,
        )

        return badass_force_armoury_action

