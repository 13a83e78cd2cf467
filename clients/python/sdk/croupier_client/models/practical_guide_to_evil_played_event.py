from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="PracticalGuideToEvilPlayedEvent")



@_attrs_define
class PracticalGuideToEvilPlayedEvent:
    """ A Practical Guide to Evil: the played event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['played']):
            seat (int): The seat that did it.
            card (str): The card played.
            host (str): What the card hangs on or works through: the Named an Aspect, a Sword or an attached Named goes on,
                a Duel's champion, the heir of an Arthurian story; '' when none.
            target (str): What the card aims at: a card id (a Named, a Story, a Sword, a Named in the discard pile); for
                Evil turn on Evil the two Villains' card ids joined by '+'; for Rule of Three the linked opponent's seat number,
                as a string; '' when it takes none.
            found (bool): Played from the discard pile (Find).
     """

    id: int
    version: int
    type_: Literal['played']
    seat: int
    card: str
    host: str
    target: str
    found: bool





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        type_ = self.type_

        seat = self.seat

        card = self.card

        host = self.host

        target = self.target

        found = self.found


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "type": type_,
            "seat": seat,
            "card": card,
            "host": host,
            "target": target,
            "found": found,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        type_ = cast(Literal['played'] , d.pop("type"))
        if type_ != 'played':
            raise ValueError(f"type must match const 'played', got '{type_}'")

        seat = d.pop("seat")

        card = d.pop("card")

        host = d.pop("host")

        target = d.pop("target")

        found = d.pop("found")

        practical_guide_to_evil_played_event = cls(
            id=id,
            version=version,
            type_=type_,
            seat=seat,
            card=card,
            host=host,
            target=target,
            found=found,
        )

        return practical_guide_to_evil_played_event

