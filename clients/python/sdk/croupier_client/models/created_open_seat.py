from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="CreatedOpenSeat")



@_attrs_define
class CreatedOpenSeat:
    """ A open seat of a new match.

        Attributes:
            seat (int):
            type_ (Literal['open']):
            token (None | str): Null: a claim.
     """

    seat: int
    type_: Literal['open']
    token: None | str





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_

        token: None | str
        token = self.token


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "type": type_,
            "token": token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = cast(Literal['open'] , d.pop("type"))
        if type_ != 'open':
            raise ValueError(f"type must match const 'open', got '{type_}'")

        def _parse_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        token = _parse_token(d.pop("token"))


        created_open_seat = cls(
            seat=seat,
            type_=type_,
            token=token,
        )

        return created_open_seat

