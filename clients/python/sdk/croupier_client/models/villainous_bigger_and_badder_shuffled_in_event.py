from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.villainous_bigger_and_badder_shuffled_in_event_deck import VillainousBiggerAndBadderShuffledInEventDeck
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="VillainousBiggerAndBadderShuffledInEvent")



@_attrs_define
class VillainousBiggerAndBadderShuffledInEvent:
    """ Disney Villainous: Bigger and Badder: the shuffled_in event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['shuffled_in']):
            seat (int): The seat whose realm (or hand, deck, pile) it is.
            card (str): A card id (instance id).
            deck (VillainousBiggerAndBadderShuffledInEventDeck): Which deck it was shuffled into.
     """

    id: int
    version: int
    text: Words
    type_: Literal['shuffled_in']
    seat: int
    card: str
    deck: VillainousBiggerAndBadderShuffledInEventDeck





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        card = self.card

        deck = self.deck.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "card": card,
            "deck": deck,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['shuffled_in'] , d.pop("type"))
        if type_ != 'shuffled_in':
            raise ValueError(f"type must match const 'shuffled_in', got '{type_}'")

        seat = d.pop("seat")

        card = d.pop("card")

        deck = VillainousBiggerAndBadderShuffledInEventDeck(d.pop("deck"))




        villainous_bigger_and_badder_shuffled_in_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            card=card,
            deck=deck,
        )

        return villainous_bigger_and_badder_shuffled_in_event

