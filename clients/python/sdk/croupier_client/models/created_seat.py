from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.created_seat_type import CreatedSeatType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CreatedSeat")



@_attrs_define
class CreatedSeat:
    """ 
        Attributes:
            seat (int):
            type_ (CreatedSeatType):
            token (None | str | Unset): Bearer token of a human seat, shown once (null for a bot or an open seat: its claim
                answers the token).
            strategy (str | Unset): The strategy of a bot seat.
     """

    seat: int
    type_: CreatedSeatType
    token: None | str | Unset = UNSET
    strategy: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        token: None | str | Unset
        if isinstance(self.token, Unset):
            token = UNSET
        else:
            token = self.token

        strategy = self.strategy


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "type": type_,
        })
        if token is not UNSET:
            field_dict["token"] = token
        if strategy is not UNSET:
            field_dict["strategy"] = strategy

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = CreatedSeatType(d.pop("type"))




        def _parse_token(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        token = _parse_token(d.pop("token", UNSET))


        strategy = d.pop("strategy", UNSET)

        created_seat = cls(
            seat=seat,
            type_=type_,
            token=token,
            strategy=strategy,
        )

        return created_seat

