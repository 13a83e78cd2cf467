from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.match_summary_status import MatchSummaryStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.seat_summary import SeatSummary





T = TypeVar("T", bound="MatchSummary")



@_attrs_define
class MatchSummary:
    """ 
        Attributes:
            id (str):
            game (str):
            status (MatchSummaryStatus): open (seats wait to be claimed), active or finished.
            created_at (float): Unix time.
            version (int):
            seats (list[SeatSummary]):
            awaited (list[int]): The seats whose decision the match waits for now.
     """

    id: str
    game: str
    status: MatchSummaryStatus
    created_at: float
    version: int
    seats: list[SeatSummary]
    awaited: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_summary import SeatSummary # noqa: PLC0415
        id = self.id

        game = self.game

        status = self.status.value

        created_at = self.created_at

        version = self.version

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        awaited = self.awaited




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "game": game,
            "status": status,
            "created_at": created_at,
            "version": version,
            "seats": seats,
            "awaited": awaited,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_summary import SeatSummary # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        game = d.pop("game")

        status = MatchSummaryStatus(d.pop("status"))




        created_at = d.pop("created_at")

        version = d.pop("version")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatSummary.from_dict(seats_item_data)



            seats.append(seats_item)


        awaited = cast(list[int], d.pop("awaited"))


        match_summary = cls(
            id=id,
            game=game,
            status=status,
            created_at=created_at,
            version=version,
            seats=seats,
            awaited=awaited,
        )

        return match_summary

