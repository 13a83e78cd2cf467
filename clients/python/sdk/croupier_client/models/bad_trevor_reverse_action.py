from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="BadTrevorReverseAction")



@_attrs_define
class BadTrevorReverseAction:
    """ Bad Trevor: After a rescue: reverse the direction of play.

        Attributes:
            type_ (Literal['reverse']):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
     """

    type_: Literal['reverse']
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
        type_ = cast(Literal['reverse'] , d.pop("type"))
        if type_ != 'reverse':
            raise ValueError(f"type must match const 'reverse', got '{type_}'")

        id = d.pop("id", UNSET)

        bad_trevor_reverse_action = cls(
            type_=type_,
            id=id,
        )

        return bad_trevor_reverse_action

