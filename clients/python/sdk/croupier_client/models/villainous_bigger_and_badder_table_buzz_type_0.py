from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.villainous_bigger_and_badder_table_buzz_type_0_side import VillainousBiggerAndBadderTableBuzzType0Side






T = TypeVar("T", bound="VillainousBiggerAndBadderTableBuzzType0")



@_attrs_define
class VillainousBiggerAndBadderTableBuzzType0:
    """ The Buzz Lightyear tile.

        Attributes:
            seat (int): Lotso's seat.
            side (VillainousBiggerAndBadderTableBuzzType0Side): The side up of the Buzz Lightyear tile (V17).
     """

    seat: int
    side: VillainousBiggerAndBadderTableBuzzType0Side





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        side = self.side.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "side": side,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        side = VillainousBiggerAndBadderTableBuzzType0Side(d.pop("side"))




        villainous_bigger_and_badder_table_buzz_type_0 = cls(
            seat=seat,
            side=side,
        )

        return villainous_bigger_and_badder_table_buzz_type_0

