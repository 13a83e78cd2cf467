from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BadTrevorWindowPassedEvent")



@_attrs_define
class BadTrevorWindowPassedEvent:
    """ Bad Trevor: the window_passed event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['window_passed']):
            seat (int): The seat that acted.
     """

    id: int
    version: int
    type_: Literal['window_passed']
    seat: int





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        type_ = self.type_

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "type": type_,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        type_ = cast(Literal['window_passed'] , d.pop("type"))
        if type_ != 'window_passed':
            raise ValueError(f"type must match const 'window_passed', got '{type_}'")

        seat = d.pop("seat")

        bad_trevor_window_passed_event = cls(
            id=id,
            version=version,
            type_=type_,
            seat=seat,
        )

        return bad_trevor_window_passed_event

