from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.claimed_seat_status import ClaimedSeatStatus
from typing import cast






T = TypeVar("T", bound="ClaimedSeat")



@_attrs_define
class ClaimedSeat:
    """ 
        Attributes:
            seat (int):
            token (str): The seat's bearer token, shown only now.
            status (ClaimedSeatStatus): active once this claim took the last open seat.
            open_seats (list[int]): The seats still open.
     """

    seat: int
    token: str
    status: ClaimedSeatStatus
    open_seats: list[int]





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        token = self.token

        status = self.status.value

        open_seats = self.open_seats




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "token": token,
            "status": status,
            "open_seats": open_seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        token = d.pop("token")

        status = ClaimedSeatStatus(d.pop("status"))




        open_seats = cast(list[int], d.pop("open_seats"))


        claimed_seat = cls(
            seat=seat,
            token=token,
            status=status,
            open_seats=open_seats,
        )

        return claimed_seat

