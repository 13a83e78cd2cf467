from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BadassForceWindowClosedEvent")



@_attrs_define
class BadassForceWindowClosedEvent:
    """ Badass Force: Édition VHS: the window_closed event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['window_closed']):
            seat (int): The announcer.
            character (str): A character id (a key of the reference's characters).
            denouncers (list[int]): Who denounced, clockwise from the announcer.
            challenger (int | None): The first of them: the one involved; null if none.
     """

    id: int
    version: int
    type_: Literal['window_closed']
    seat: int
    character: str
    denouncers: list[int]
    challenger: int | None





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        type_ = self.type_

        seat = self.seat

        character = self.character

        denouncers = self.denouncers



        challenger: int | None
        challenger = self.challenger


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "type": type_,
            "seat": seat,
            "character": character,
            "denouncers": denouncers,
            "challenger": challenger,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        type_ = cast(Literal['window_closed'] , d.pop("type"))
        if type_ != 'window_closed':
            raise ValueError(f"type must match const 'window_closed', got '{type_}'")

        seat = d.pop("seat")

        character = d.pop("character")

        denouncers = cast(list[int], d.pop("denouncers"))


        def _parse_challenger(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        challenger = _parse_challenger(d.pop("challenger"))


        badass_force_window_closed_event = cls(
            id=id,
            version=version,
            type_=type_,
            seat=seat,
            character=character,
            denouncers=denouncers,
            challenger=challenger,
        )

        return badass_force_window_closed_event

