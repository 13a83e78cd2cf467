from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_control_result_control import SeatControlResultControl
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SeatControlResult")



@_attrs_define
class SeatControlResult:
    """ 
        Attributes:
            version (int):
            seat (int):
            control (SeatControlResultControl):
            strategy (None | str | Unset):
     """

    version: int
    seat: int
    control: SeatControlResultControl
    strategy: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        version = self.version

        seat = self.seat

        control = self.control.value

        strategy: None | str | Unset
        if isinstance(self.strategy, Unset):
            strategy = UNSET
        else:
            strategy = self.strategy


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "version": version,
            "seat": seat,
            "control": control,
        })
        if strategy is not UNSET:
            field_dict["strategy"] = strategy

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        version = d.pop("version")

        seat = d.pop("seat")

        control = SeatControlResultControl(d.pop("control"))




        def _parse_strategy(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        strategy = _parse_strategy(d.pop("strategy", UNSET))


        seat_control_result = cls(
            version=version,
            seat=seat,
            control=control,
            strategy=strategy,
        )

        return seat_control_result

