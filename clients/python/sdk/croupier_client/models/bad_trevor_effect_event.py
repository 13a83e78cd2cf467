from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bad_trevor_effect_event_effect import BadTrevorEffectEventEffect
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="BadTrevorEffectEvent")



@_attrs_define
class BadTrevorEffectEvent:
    """ Bad Trevor: the effect event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['effect']):
            effect (BadTrevorEffectEventEffect): Which effect.
            seat (int): The picker, whom the effect concerns.
            from_seat (int | Unset): payback and dead_weight: the attacker who gives the picker a card.
            card (str | Unset): dead_weight, for the picker and the attacker only: the card drawn at random.
     """

    id: int
    version: int
    text: Words
    type_: Literal['effect']
    effect: BadTrevorEffectEventEffect
    seat: int
    from_seat: int | Unset = UNSET
    card: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        effect = self.effect.value

        seat = self.seat

        from_seat = self.from_seat

        card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "effect": effect,
            "seat": seat,
        })
        if from_seat is not UNSET:
            field_dict["from_seat"] = from_seat
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['effect'] , d.pop("type"))
        if type_ != 'effect':
            raise ValueError(f"type must match const 'effect', got '{type_}'")

        effect = BadTrevorEffectEventEffect(d.pop("effect"))




        seat = d.pop("seat")

        from_seat = d.pop("from_seat", UNSET)

        card = d.pop("card", UNSET)

        bad_trevor_effect_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            effect=effect,
            seat=seat,
            from_seat=from_seat,
            card=card,
        )

        return bad_trevor_effect_event

