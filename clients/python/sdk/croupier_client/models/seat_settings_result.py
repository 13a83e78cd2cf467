from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.seat_settings_result_settings import SeatSettingsResultSettings





T = TypeVar("T", bound="SeatSettingsResult")



@_attrs_define
class SeatSettingsResult:
    """ 
        Attributes:
            version (int):
            seat (int):
            settings (SeatSettingsResultSettings): Every setting of the seat, by name, now.
     """

    version: int
    seat: int
    settings: SeatSettingsResultSettings





    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_settings_result_settings import SeatSettingsResultSettings # noqa: PLC0415
        version = self.version

        seat = self.seat

        settings = self.settings.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "version": version,
            "seat": seat,
            "settings": settings,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_settings_result_settings import SeatSettingsResultSettings # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        seat = d.pop("seat")

        settings = SeatSettingsResultSettings.from_dict(d.pop("settings"))




        seat_settings_result = cls(
            version=version,
            seat=seat,
            settings=settings,
        )

        return seat_settings_result

