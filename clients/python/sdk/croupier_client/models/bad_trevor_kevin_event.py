from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BadTrevorKevinEvent")



@_attrs_define
class BadTrevorKevinEvent:
    """ Bad Trevor: the kevin event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['kevin']):
            seat (int): The seat that slammed Kevin.
            accused (int): The attacker accused of hiding Bad Trevor.
            position (int): The position slammed, from 0.
            shout (str): What it shouted.
            card (str): The card at that position, revealed to everyone.
            correct (bool): Whether it was Bad Trevor.
            leaves (int): The seat that goes out, handing over its cards.
            takes (int): The seat that takes them and the attack hand.
            count (int): How many cards changed hands.
            gave (list[str] | Unset): For the seat going out only: the cards it handed over, sorted.
            received (list[str] | Unset): For the taker only: the cards it received, sorted.
     """

    id: int
    version: int
    type_: Literal['kevin']
    seat: int
    accused: int
    position: int
    shout: str
    card: str
    correct: bool
    leaves: int
    takes: int
    count: int
    gave: list[str] | Unset = UNSET
    received: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        type_ = self.type_

        seat = self.seat

        accused = self.accused

        position = self.position

        shout = self.shout

        card = self.card

        correct = self.correct

        leaves = self.leaves

        takes = self.takes

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
            "type": type_,
            "seat": seat,
            "accused": accused,
            "position": position,
            "shout": shout,
            "card": card,
            "correct": correct,
            "leaves": leaves,
            "takes": takes,
            "count": count,
        })
        if gave is not UNSET:
            field_dict["gave"] = gave
        if received is not UNSET:
            field_dict["received"] = received

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        type_ = cast(Literal['kevin'] , d.pop("type"))
        if type_ != 'kevin':
            raise ValueError(f"type must match const 'kevin', got '{type_}'")

        seat = d.pop("seat")

        accused = d.pop("accused")

        position = d.pop("position")

        shout = d.pop("shout")

        card = d.pop("card")

        correct = d.pop("correct")

        leaves = d.pop("leaves")

        takes = d.pop("takes")

        count = d.pop("count")

        gave = cast(list[str], d.pop("gave", UNSET))


        received = cast(list[str], d.pop("received", UNSET))


        bad_trevor_kevin_event = cls(
            id=id,
            version=version,
            type_=type_,
            seat=seat,
            accused=accused,
            position=position,
            shout=shout,
            card=card,
            correct=correct,
            leaves=leaves,
            takes=takes,
            count=count,
            gave=gave,
            received=received,
        )

        return bad_trevor_kevin_event

