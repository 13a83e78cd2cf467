from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="PracticalGuideToEvilPlayedEvent")



@_attrs_define
class PracticalGuideToEvilPlayedEvent:
    """ A Practical Guide to Evil: the played event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['played']):
            seat (int): The seat that did it.
            card (str): The card played.
            host (str): What the card hangs on or works through: the Named an Aspect, a Sword or an attached Named goes on,
                a Duel's champion, the heir of an Arthurian story; '' when none.
            chosen (list[str]): The cards the play or the use chooses, by card id: a Named (to shield, assassinate, duel,
                conquer, redeem, corrupt, or take from the discard pile), a Story (The Bard's Meddling), a Sword (Arthurian
                story), the two Villains of Evil turn on Evil (sorted); empty when it chooses none.
            target (int | None): The opponent a Rule of Three is played against (linked to); null for every other card.
            found (bool): Played from the discard pile (Find).
     """

    id: int
    version: int
    text: Words
    type_: Literal['played']
    seat: int
    card: str
    host: str
    chosen: list[str]
    target: int | None
    found: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        card = self.card

        host = self.host

        chosen = self.chosen



        target: int | None
        target = self.target

        found = self.found


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "card": card,
            "host": host,
            "chosen": chosen,
            "target": target,
            "found": found,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['played'] , d.pop("type"))
        if type_ != 'played':
            raise ValueError(f"type must match const 'played', got '{type_}'")

        seat = d.pop("seat")

        card = d.pop("card")

        host = d.pop("host")

        chosen = cast(list[str], d.pop("chosen"))


        def _parse_target(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        target = _parse_target(d.pop("target"))


        found = d.pop("found")

        practical_guide_to_evil_played_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            card=card,
            host=host,
            chosen=chosen,
            target=target,
            found=found,
        )

        return practical_guide_to_evil_played_event

