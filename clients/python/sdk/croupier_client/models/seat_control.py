from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_control_control import SeatControlControl
from ..models.seat_control_strategy import SeatControlStrategy
from ..types import UNSET, Unset






T = TypeVar("T", bound="SeatControl")



@_attrs_define
class SeatControl:
    """ 
        Attributes:
            control (SeatControlControl):
            strategy (SeatControlStrategy | Unset): Bot strategy when handing to a bot (default random).
     """

    control: SeatControlControl
    strategy: SeatControlStrategy | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        control = self.control.value

        strategy: str | Unset = UNSET
        if not isinstance(self.strategy, Unset):
            strategy = self.strategy.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "control": control,
        })
        if strategy is not UNSET:
            field_dict["strategy"] = strategy

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        control = SeatControlControl(d.pop("control"))




        _strategy = d.pop("strategy", UNSET)
        strategy: SeatControlStrategy | Unset
        if isinstance(_strategy,  Unset):
            strategy = UNSET
        else:
            strategy = SeatControlStrategy(_strategy)




        seat_control = cls(
            control=control,
            strategy=strategy,
        )

        return seat_control

