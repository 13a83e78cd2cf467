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





T = TypeVar("T", bound="BadassForceRevealedEvent")



@_attrs_define
class BadassForceRevealedEvent:
    """ Badass Force: Édition VHS: the revealed event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['revealed']):
            seat (int): The announcer, denounced: its active character is shown.
            character (str): Its active character, shown to everyone.
            announced (str): The character it announced.
            bluff (bool): The shown character is not the one announced.
            denouncer_seat (int): The denouncer involved (the first clockwise).
     """

    id: int
    version: int
    text: Words
    type_: Literal['revealed']
    seat: int
    character: str
    announced: str
    bluff: bool
    denouncer_seat: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        character = self.character

        announced = self.announced

        bluff = self.bluff

        denouncer_seat = self.denouncer_seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "character": character,
            "announced": announced,
            "bluff": bluff,
            "denouncer_seat": denouncer_seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['revealed'] , d.pop("type"))
        if type_ != 'revealed':
            raise ValueError(f"type must match const 'revealed', got '{type_}'")

        seat = d.pop("seat")

        character = d.pop("character")

        announced = d.pop("announced")

        bluff = d.pop("bluff")

        denouncer_seat = d.pop("denouncer_seat")

        badass_force_revealed_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            character=character,
            announced=announced,
            bluff=bluff,
            denouncer_seat=denouncer_seat,
        )

        return badass_force_revealed_event

