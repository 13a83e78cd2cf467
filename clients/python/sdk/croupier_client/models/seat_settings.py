from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.seat_settings_changes import SeatSettingsChanges





T = TypeVar("T", bound="SeatSettings")



@_attrs_define
class SeatSettings:
    """ 
        Attributes:
            settings (SeatSettingsChanges):
     """

    settings: SeatSettingsChanges





    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_settings_changes import SeatSettingsChanges # noqa: PLC0415
        settings = self.settings.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "settings": settings,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_settings_changes import SeatSettingsChanges # noqa: PLC0415
        d = dict(src_dict)
        settings = SeatSettingsChanges.from_dict(d.pop("settings"))




        seat_settings = cls(
            settings=settings,
        )

        return seat_settings

