from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bad_trevor_no_effect_event_effect import BadTrevorNoEffectEventEffect
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="BadTrevorNoEffectEvent")



@_attrs_define
class BadTrevorNoEffectEvent:
    """ Bad Trevor: the no_effect event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['no_effect']):
            seat (int): The picker.
            card (str): The card picked.
            effect (BadTrevorNoEffectEventEffect): The effect that did not happen.
            reason (str): Why not, in words.
     """

    id: int
    version: int
    text: Words
    type_: Literal['no_effect']
    seat: int
    card: str
    effect: BadTrevorNoEffectEventEffect
    reason: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        card = self.card

        effect = self.effect.value

        reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "card": card,
            "effect": effect,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['no_effect'] , d.pop("type"))
        if type_ != 'no_effect':
            raise ValueError(f"type must match const 'no_effect', got '{type_}'")

        seat = d.pop("seat")

        card = d.pop("card")

        effect = BadTrevorNoEffectEventEffect(d.pop("effect"))




        reason = d.pop("reason")

        bad_trevor_no_effect_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            card=card,
            effect=effect,
            reason=reason,
        )

        return bad_trevor_no_effect_event

