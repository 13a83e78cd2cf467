from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="BadTrevorHandOffAction")



@_attrs_define
class BadTrevorHandOffAction:
    """ Bad Trevor: Hand off: give this card to this player.

        Attributes:
            type_ (Literal['hand_off']):
            card (str):
            target (int):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
     """

    type_: Literal['hand_off']
    card: str
    target: int
    id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        target = self.target

        id = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "card": card,
            "target": target,
        })
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['hand_off'] , d.pop("type"))
        if type_ != 'hand_off':
            raise ValueError(f"type must match const 'hand_off', got '{type_}'")

        card = d.pop("card")

        target = d.pop("target")

        id = d.pop("id", UNSET)

        bad_trevor_hand_off_action = cls(
            type_=type_,
            card=card,
            target=target,
            id=id,
        )

        return bad_trevor_hand_off_action

