from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="VillainousBiggerAndBadderPlayEffectAction")



@_attrs_define
class VillainousBiggerAndBadderPlayEffectAction:
    """ Disney Villainous: Bigger and Badder: Play this Effect from your hand; it resolves at once.

        Attributes:
            type_ (Literal['play_effect']):
            card (str):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
     """

    type_: Literal['play_effect']
    card: str
    id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        id = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "card": card,
        })
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['play_effect'] , d.pop("type"))
        if type_ != 'play_effect':
            raise ValueError(f"type must match const 'play_effect', got '{type_}'")

        card = d.pop("card")

        id = d.pop("id", UNSET)

        villainous_bigger_and_badder_play_effect_action = cls(
            type_=type_,
            card=card,
            id=id,
        )

        return villainous_bigger_and_badder_play_effect_action

