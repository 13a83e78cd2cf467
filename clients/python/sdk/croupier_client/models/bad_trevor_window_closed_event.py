from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BadTrevorWindowClosedEvent")



@_attrs_define
class BadTrevorWindowClosedEvent:
    """ Bad Trevor: the window_closed event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['window_closed']):
            defender (int): The defender, who must still pick.
     """

    id: int
    version: int
    type_: Literal['window_closed']
    defender: int





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        type_ = self.type_

        defender = self.defender


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "type": type_,
            "defender": defender,
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

        defender = d.pop("defender")

        bad_trevor_window_closed_event = cls(
            id=id,
            version=version,
            type_=type_,
            defender=defender,
        )

        return bad_trevor_window_closed_event

