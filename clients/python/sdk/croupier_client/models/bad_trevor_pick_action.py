from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="BadTrevorPickAction")



@_attrs_define
class BadTrevorPickAction:
    """ Bad Trevor: Take the card at this position of the attack hand, blind.

        Attributes:
            type_ (Literal['pick']):
            position (int):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
     """

    type_: Literal['pick']
    position: int
    id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        position = self.position

        id = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "position": position,
        })
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['pick'] , d.pop("type"))
        if type_ != 'pick':
            raise ValueError(f"type must match const 'pick', got '{type_}'")

        position = d.pop("position")

        id = d.pop("id", UNSET)

        bad_trevor_pick_action = cls(
            type_=type_,
            position=position,
            id=id,
        )

        return bad_trevor_pick_action

