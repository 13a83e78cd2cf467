from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="VillainousBiggerAndBadderMoveHeroAction")



@_attrs_define
class VillainousBiggerAndBadderMoveHeroAction:
    """ Disney Villainous: Bigger and Badder: Move this Hero to a neighbouring location.

        Attributes:
            type_ (Literal['move_hero']):
            card (str):
            location (str):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
     """

    type_: Literal['move_hero']
    card: str
    location: str
    id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        location = self.location

        id = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "card": card,
            "location": location,
        })
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['move_hero'] , d.pop("type"))
        if type_ != 'move_hero':
            raise ValueError(f"type must match const 'move_hero', got '{type_}'")

        card = d.pop("card")

        location = d.pop("location")

        id = d.pop("id", UNSET)

        villainous_bigger_and_badder_move_hero_action = cls(
            type_=type_,
            card=card,
            location=location,
            id=id,
        )

        return villainous_bigger_and_badder_move_hero_action

