from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="BadTrevorCarryOnAction")



@_attrs_define
class BadTrevorCarryOnAction:
    """ Bad Trevor: After a rescue: carry on and lay your attack hand.

        Attributes:
            type_ (Literal['carry_on']):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
     """

    type_: Literal['carry_on']
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
        type_ = cast(Literal['carry_on'] , d.pop("type"))
        if type_ != 'carry_on':
            raise ValueError(f"type must match const 'carry_on', got '{type_}'")

        id = d.pop("id", UNSET)

        bad_trevor_carry_on_action = cls(
            type_=type_,
            id=id,
        )

        return bad_trevor_carry_on_action

