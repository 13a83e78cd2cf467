from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BadassForceRevealedEvent")



@_attrs_define
class BadassForceRevealedEvent:
    """ Badass Force: Édition VHS: the revealed event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['revealed']):
            seat (int): The announcer, denounced: its active character is shown.
            character (str): A character id (a key of the reference's characters).
            announced (str): A character id (a key of the reference's characters).
            bluff (bool):
            challenger (int): The denouncer involved.
     """

    id: int
    version: int
    type_: Literal['revealed']
    seat: int
    character: str
    announced: str
    bluff: bool
    challenger: int





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        type_ = self.type_

        seat = self.seat

        character = self.character

        announced = self.announced

        bluff = self.bluff

        challenger = self.challenger


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "type": type_,
            "seat": seat,
            "character": character,
            "announced": announced,
            "bluff": bluff,
            "challenger": challenger,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        type_ = cast(Literal['revealed'] , d.pop("type"))
        if type_ != 'revealed':
            raise ValueError(f"type must match const 'revealed', got '{type_}'")

        seat = d.pop("seat")

        character = d.pop("character")

        announced = d.pop("announced")

        bluff = d.pop("bluff")

        challenger = d.pop("challenger")

        badass_force_revealed_event = cls(
            id=id,
            version=version,
            type_=type_,
            seat=seat,
            character=character,
            announced=announced,
            bluff=bluff,
            challenger=challenger,
        )

        return badass_force_revealed_event

