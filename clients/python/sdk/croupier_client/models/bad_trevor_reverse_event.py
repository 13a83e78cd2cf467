from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bad_trevor_reverse_event_direction import BadTrevorReverseEventDirection
from typing import Literal, cast






T = TypeVar("T", bound="BadTrevorReverseEvent")



@_attrs_define
class BadTrevorReverseEvent:
    """ Bad Trevor: the reverse event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['reverse']):
            seat (int): The seat that acted.
            direction (BadTrevorReverseEventDirection): The direction of play from now on.
     """

    id: int
    version: int
    type_: Literal['reverse']
    seat: int
    direction: BadTrevorReverseEventDirection





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        type_ = self.type_

        seat = self.seat

        direction = self.direction.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "type": type_,
            "seat": seat,
            "direction": direction,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        type_ = cast(Literal['reverse'] , d.pop("type"))
        if type_ != 'reverse':
            raise ValueError(f"type must match const 'reverse', got '{type_}'")

        seat = d.pop("seat")

        direction = BadTrevorReverseEventDirection(d.pop("direction"))




        bad_trevor_reverse_event = cls(
            id=id,
            version=version,
            type_=type_,
            seat=seat,
            direction=direction,
        )

        return bad_trevor_reverse_event

