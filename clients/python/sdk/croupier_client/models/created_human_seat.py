from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="CreatedHumanSeat")



@_attrs_define
class CreatedHumanSeat:
    """ A human seat of a new match.

        Attributes:
            seat (int):
            type_ (Literal['human']):
            token (str): Its bearer token: once.
     """

    seat: int
    type_: Literal['human']
    token: str





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_

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

        type_ = cast(Literal['human'] , d.pop("type"))
        if type_ != 'human':
            raise ValueError(f"type must match const 'human', got '{type_}'")

        token = d.pop("token")

        created_human_seat = cls(
            seat=seat,
            type_=type_,
            token=token,
        )

        return created_human_seat

