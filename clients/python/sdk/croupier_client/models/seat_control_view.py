from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_control_view_control import SeatControlViewControl
from ..types import UNSET, Unset






T = TypeVar("T", bound="SeatControlView")



@_attrs_define
class SeatControlView:
    """ 
        Attributes:
            seat (int):
            control (SeatControlViewControl):
            strategy (str | Unset): A bot's strategy.
     """

    seat: int
    control: SeatControlViewControl
    strategy: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        control = self.control.value

        strategy = self.strategy


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "control": control,
        })
        if strategy is not UNSET:
            field_dict["strategy"] = strategy

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        control = SeatControlViewControl(d.pop("control"))




        strategy = d.pop("strategy", UNSET)

        seat_control_view = cls(
            seat=seat,
            control=control,
            strategy=strategy,
        )

        return seat_control_view

