from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bad_trevor_effect_event_effect import BadTrevorEffectEventEffect
from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="BadTrevorEffectEvent")



@_attrs_define
class BadTrevorEffectEvent:
    """ Bad Trevor: the effect event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['effect']):
            effect (BadTrevorEffectEventEffect): Which effect.
            seat (int): The picker, whom the effect concerns.
            from_ (int | Unset): payback and dead_weight: the attacker who gives the picker a card.
            card (str | Unset): dead_weight, for the picker and the attacker only: the card drawn at random.
     """

    id: int
    version: int
    type_: Literal['effect']
    effect: BadTrevorEffectEventEffect
    seat: int
    from_: int | Unset = UNSET
    card: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        type_ = self.type_

        effect = self.effect.value

        seat = self.seat

        from_ = self.from_

        card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "type": type_,
            "effect": effect,
            "seat": seat,
        })
        if from_ is not UNSET:
            field_dict["from"] = from_
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        type_ = cast(Literal['effect'] , d.pop("type"))
        if type_ != 'effect':
            raise ValueError(f"type must match const 'effect', got '{type_}'")

        effect = BadTrevorEffectEventEffect(d.pop("effect"))




        seat = d.pop("seat")

        from_ = d.pop("from", UNSET)

        card = d.pop("card", UNSET)

        bad_trevor_effect_event = cls(
            id=id,
            version=version,
            type_=type_,
            effect=effect,
            seat=seat,
            from_=from_,
            card=card,
        )

        return bad_trevor_effect_event

