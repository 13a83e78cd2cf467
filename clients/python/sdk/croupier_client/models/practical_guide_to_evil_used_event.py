from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="PracticalGuideToEvilUsedEvent")



@_attrs_define
class PracticalGuideToEvilUsedEvent:
    """ A Practical Guide to Evil: the used event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['used']):
            seat (int): The seat that did it.
            aspect (str): The Aspect used: it now carries a marker.
            host (str): The Named bearing it.
            target (str): What the card aims at: a card id (a Named, a Story, a Sword, a Named in the discard pile); for
                Evil turn on Evil the two Villains' card ids joined by '+'; for Rule of Three the linked opponent's seat number,
                as a string; '' when it takes none.
     """

    id: int
    version: int
    type_: Literal['used']
    seat: int
    aspect: str
    host: str
    target: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        type_ = self.type_

        seat = self.seat

        aspect = self.aspect

        host = self.host

        target = self.target


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "type": type_,
            "seat": seat,
            "aspect": aspect,
            "host": host,
            "target": target,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        type_ = cast(Literal['used'] , d.pop("type"))
        if type_ != 'used':
            raise ValueError(f"type must match const 'used', got '{type_}'")

        seat = d.pop("seat")

        aspect = d.pop("aspect")

        host = d.pop("host")

        target = d.pop("target")

        practical_guide_to_evil_used_event = cls(
            id=id,
            version=version,
            type_=type_,
            seat=seat,
            aspect=aspect,
            host=host,
            target=target,
        )

        return practical_guide_to_evil_used_event

