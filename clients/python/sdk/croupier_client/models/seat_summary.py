from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_summary_type import SeatSummaryType
from ..types import UNSET, Unset






T = TypeVar("T", bound="SeatSummary")



@_attrs_define
class SeatSummary:
    """ 
        Attributes:
            seat (int):
            type_ (SeatSummaryType): open: not claimed yet.
            strategy (str | Unset): The strategy of a bot seat.
            player (str | Unset): The app's id of the seat's player, where one is named.
     """

    seat: int
    type_: SeatSummaryType
    strategy: str | Unset = UNSET
    player: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        strategy = self.strategy

        player = self.player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "type": type_,
        })
        if strategy is not UNSET:
            field_dict["strategy"] = strategy
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = SeatSummaryType(d.pop("type"))




        strategy = d.pop("strategy", UNSET)

        player = d.pop("player", UNSET)

        seat_summary = cls(
            seat=seat,
            type_=type_,
            strategy=strategy,
            player=player,
        )

        return seat_summary

