from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="BadTrevorKevinEvent")



@_attrs_define
class BadTrevorKevinEvent:
    """ Bad Trevor: the kevin event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['kevin']):
            seat (int): The seat that slammed Kevin.
            instance (str): The Kevin window's instance id: attack-<n> for the n-th attack hand.
            target (int): The attacker accused of hiding Bad Trevor.
            position (int): The position slammed, from 0.
            shout (str): What it shouted.
            card (str): The card at that position, revealed to everyone.
            correct (bool): Whether it was Bad Trevor.
            from_seat (int): The seat that goes out, handing over its cards.
            to_seat (int): The seat that takes them and the attack hand.
            count (int): How many cards changed hands.
            gave (list[str] | Unset): For the seat going out only: the cards it handed over, sorted.
            received (list[str] | Unset): For the taker only: the cards it received, sorted.
     """

    id: int
    version: int
    text: Words
    type_: Literal['kevin']
    seat: int
    instance: str
    target: int
    position: int
    shout: str
    card: str
    correct: bool
    from_seat: int
    to_seat: int
    count: int
    gave: list[str] | Unset = UNSET
    received: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        instance = self.instance

        target = self.target

        position = self.position

        shout = self.shout

        card = self.card

        correct = self.correct

        from_seat = self.from_seat

        to_seat = self.to_seat

        count = self.count

        gave: list[str] | Unset = UNSET
        if not isinstance(self.gave, Unset):
            gave = self.gave



        received: list[str] | Unset = UNSET
        if not isinstance(self.received, Unset):
            received = self.received




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "instance": instance,
            "target": target,
            "position": position,
            "shout": shout,
            "card": card,
            "correct": correct,
            "from_seat": from_seat,
            "to_seat": to_seat,
            "count": count,
        })
        if gave is not UNSET:
            field_dict["gave"] = gave
        if received is not UNSET:
            field_dict["received"] = received

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['kevin'] , d.pop("type"))
        if type_ != 'kevin':
            raise ValueError(f"type must match const 'kevin', got '{type_}'")

        seat = d.pop("seat")

        instance = d.pop("instance")

        target = d.pop("target")

        position = d.pop("position")

        shout = d.pop("shout")

        card = d.pop("card")

        correct = d.pop("correct")

        from_seat = d.pop("from_seat")

        to_seat = d.pop("to_seat")

        count = d.pop("count")

        gave = cast(list[str], d.pop("gave", UNSET))


        received = cast(list[str], d.pop("received", UNSET))


        bad_trevor_kevin_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            instance=instance,
            target=target,
            position=position,
            shout=shout,
            card=card,
            correct=correct,
            from_seat=from_seat,
            to_seat=to_seat,
            count=count,
            gave=gave,
            received=received,
        )

        return bad_trevor_kevin_event

