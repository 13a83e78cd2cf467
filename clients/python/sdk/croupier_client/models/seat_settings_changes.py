from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_settings_changes_conditions import SeatSettingsChangesConditions
from ..types import UNSET, Unset






T = TypeVar("T", bound="SeatSettingsChanges")



@_attrs_define
class SeatSettingsChanges:
    """ 
        Attributes:
            auto_pass (bool | Unset): Pass every reaction window this seat is offered, as it opens, without being asked (the
                seat never answers one: e.g. never slams Kamikaze Kevin). Public, like any setting.
            conditions (SeatSettingsChangesConditions | Unset): Condition windows: 'ask' (answer each yourself) or 'auto'
                (the server plays your matching Conditions at once and never asks: V25), from the next window on.
     """

    auto_pass: bool | Unset = UNSET
    conditions: SeatSettingsChangesConditions | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        auto_pass = self.auto_pass

        conditions: str | Unset = UNSET
        if not isinstance(self.conditions, Unset):
            conditions = self.conditions.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if auto_pass is not UNSET:
            field_dict["auto_pass"] = auto_pass
        if conditions is not UNSET:
            field_dict["conditions"] = conditions

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        auto_pass = d.pop("auto_pass", UNSET)

        _conditions = d.pop("conditions", UNSET)
        conditions: SeatSettingsChangesConditions | Unset
        if isinstance(_conditions,  Unset):
            conditions = UNSET
        else:
            conditions = SeatSettingsChangesConditions(_conditions)




        seat_settings_changes = cls(
            auto_pass=auto_pass,
            conditions=conditions,
        )

        return seat_settings_changes

