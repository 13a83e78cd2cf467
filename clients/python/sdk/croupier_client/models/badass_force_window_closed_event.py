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





T = TypeVar("T", bound="BadassForceWindowClosedEvent")



@_attrs_define
class BadassForceWindowClosedEvent:
    """ Badass Force: Édition VHS: the window_closed event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['window_closed']):
            instance (int): The announcement's number (its window's instance).
            seat (int): The announcer.
            character (str): The character announced ("I am ...").
            denouncers (list[int]): Who denounced, clockwise from the announcer.
            denouncer_seat (int | None): The first of them: the denouncer involved; null if nobody denounced.
     """

    id: int
    version: int
    text: Words
    type_: Literal['window_closed']
    instance: int
    seat: int
    character: str
    denouncers: list[int]
    denouncer_seat: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        instance = self.instance

        seat = self.seat

        character = self.character

        denouncers = self.denouncers



        denouncer_seat: int | None
        denouncer_seat = self.denouncer_seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "instance": instance,
            "seat": seat,
            "character": character,
            "denouncers": denouncers,
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




        type_ = cast(Literal['window_closed'] , d.pop("type"))
        if type_ != 'window_closed':
            raise ValueError(f"type must match const 'window_closed', got '{type_}'")

        instance = d.pop("instance")

        seat = d.pop("seat")

        character = d.pop("character")

        denouncers = cast(list[int], d.pop("denouncers"))


        def _parse_denouncer_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        denouncer_seat = _parse_denouncer_seat(d.pop("denouncer_seat"))


        badass_force_window_closed_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            instance=instance,
            seat=seat,
            character=character,
            denouncers=denouncers,
            denouncer_seat=denouncer_seat,
        )

        return badass_force_window_closed_event

