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





T = TypeVar("T", bound="BadassForceSeatSettingsEvent")



@_attrs_define
class BadassForceSeatSettingsEvent:
    """ Badass Force: Édition VHS: the seat_settings event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['seat_settings']):
            seat (int): A seat number.
            auto_pass (bool): The seat's new auto_pass setting: true, it passes every reaction window as it opens.
     """

    id: int
    version: int
    text: Words
    type_: Literal['seat_settings']
    seat: int
    auto_pass: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        auto_pass = self.auto_pass


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "auto_pass": auto_pass,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['seat_settings'] , d.pop("type"))
        if type_ != 'seat_settings':
            raise ValueError(f"type must match const 'seat_settings', got '{type_}'")

        seat = d.pop("seat")

        auto_pass = d.pop("auto_pass")

        badass_force_seat_settings_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            auto_pass=auto_pass,
        )

        return badass_force_seat_settings_event

