from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="BadassForceAnnounceAction")



@_attrs_define
class BadassForceAnnounceAction:
    """ Badass Force: Édition VHS: "I am ...": announce this character as your active one and use its power, bluffing or
    not; every other player may denounce you.

        Attributes:
            type_ (Literal['announce']):
            character (str):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
     """

    type_: Literal['announce']
    character: str
    id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        character = self.character

        id = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "character": character,
        })
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['announce'] , d.pop("type"))
        if type_ != 'announce':
            raise ValueError(f"type must match const 'announce', got '{type_}'")

        character = d.pop("character")

        id = d.pop("id", UNSET)

        badass_force_announce_action = cls(
            type_=type_,
            character=character,
            id=id,
        )

        return badass_force_announce_action

