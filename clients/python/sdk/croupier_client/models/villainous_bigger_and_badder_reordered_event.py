from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.villainous_bigger_and_badder_reordered_event_deck import VillainousBiggerAndBadderReorderedEventDeck
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="VillainousBiggerAndBadderReorderedEvent")



@_attrs_define
class VillainousBiggerAndBadderReorderedEvent:
    """ Disney Villainous: Bigger and Badder: the reordered event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['reordered']):
            seat (int): Who put them back.
            target (int): The seat whose realm (or hand, deck, pile) it is.
            deck (VillainousBiggerAndBadderReorderedEventDeck): Which deck.
            count (int): How many cards, in an order only it knows.
     """

    id: int
    version: int
    text: Words
    type_: Literal['reordered']
    seat: int
    target: int
    deck: VillainousBiggerAndBadderReorderedEventDeck
    count: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        target = self.target

        deck = self.deck.value

        count = self.count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "target": target,
            "deck": deck,
            "count": count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['reordered'] , d.pop("type"))
        if type_ != 'reordered':
            raise ValueError(f"type must match const 'reordered', got '{type_}'")

        seat = d.pop("seat")

        target = d.pop("target")

        deck = VillainousBiggerAndBadderReorderedEventDeck(d.pop("deck"))




        count = d.pop("count")

        villainous_bigger_and_badder_reordered_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            target=target,
            deck=deck,
            count=count,
        )

        return villainous_bigger_and_badder_reordered_event

