from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BadassForceBulletproofEvent")



@_attrs_define
class BadassForceBulletproofEvent:
    """ Badass Force: Édition VHS: the bulletproof event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['bulletproof']):
            seat (int): The shielded player: its active character lives.
            by (int): Who tried.
     """

    id: int
    version: int
    type_: Literal['bulletproof']
    seat: int
    by: int





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        type_ = self.type_

        seat = self.seat

        by = self.by


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "type": type_,
            "seat": seat,
            "by": by,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        type_ = cast(Literal['bulletproof'] , d.pop("type"))
        if type_ != 'bulletproof':
            raise ValueError(f"type must match const 'bulletproof', got '{type_}'")

        seat = d.pop("seat")

        by = d.pop("by")

        badass_force_bulletproof_event = cls(
            id=id,
            version=version,
            type_=type_,
            seat=seat,
            by=by,
        )

        return badass_force_bulletproof_event

