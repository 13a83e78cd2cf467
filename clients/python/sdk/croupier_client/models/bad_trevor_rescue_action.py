from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="BadTrevorRescueAction")



@_attrs_define
class BadTrevorRescueAction:
    """ Bad Trevor: Pair up and discard two civilians of this name.

        Attributes:
            type_ (Literal['rescue']):
            civilian (str):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
     """

    type_: Literal['rescue']
    civilian: str
    id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        civilian = self.civilian

        id = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "civilian": civilian,
        })
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['rescue'] , d.pop("type"))
        if type_ != 'rescue':
            raise ValueError(f"type must match const 'rescue', got '{type_}'")

        civilian = d.pop("civilian")

        id = d.pop("id", UNSET)

        bad_trevor_rescue_action = cls(
            type_=type_,
            civilian=civilian,
            id=id,
        )

        return bad_trevor_rescue_action

