from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.villainous_bigger_and_badder_looked_at_event_deck import VillainousBiggerAndBadderLookedAtEventDeck
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="VillainousBiggerAndBadderLookedAtEvent")



@_attrs_define
class VillainousBiggerAndBadderLookedAtEvent:
    """ Disney Villainous: Bigger and Badder: the looked_at event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['looked_at']):
            seat (int): Who looked.
            target (int): The seat whose realm (or hand, deck, pile) it is.
            deck (VillainousBiggerAndBadderLookedAtEventDeck): Which deck's top.
            count (int): How many cards.
            cards (list[str] | Unset): The cards looked at, top first. Only in the looker's own event.
     """

    id: int
    version: int
    text: Words
    type_: Literal['looked_at']
    seat: int
    target: int
    deck: VillainousBiggerAndBadderLookedAtEventDeck
    count: int
    cards: list[str] | Unset = UNSET





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

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards




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
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['looked_at'] , d.pop("type"))
        if type_ != 'looked_at':
            raise ValueError(f"type must match const 'looked_at', got '{type_}'")

        seat = d.pop("seat")

        target = d.pop("target")

        deck = VillainousBiggerAndBadderLookedAtEventDeck(d.pop("deck"))




        count = d.pop("count")

        cards = cast(list[str], d.pop("cards", UNSET))


        villainous_bigger_and_badder_looked_at_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            target=target,
            deck=deck,
            count=count,
            cards=cards,
        )

        return villainous_bigger_and_badder_looked_at_event

