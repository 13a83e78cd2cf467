from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="VillainousBiggerAndBadderTableOmnidroidType0")



@_attrs_define
class VillainousBiggerAndBadderTableOmnidroidType0:
    """ Syndrome's Omnidroids (RULINGS V14).

        Attributes:
            seat (int): Syndrome's seat.
            stage (int): The Omnidroid in play or to build next: 1 v.X8, 2 v.X9, 3 v.10; 4 after the v.10.
            tile (None | str): The Omnidroid tile fighting for Syndrome (bottom row); null if none.
            defeated (bool): The v.10 is defeated (by Syndrome's Remote); its tile stays in Metroville's top row.
     """

    seat: int
    stage: int
    tile: None | str
    defeated: bool





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        stage = self.stage

        tile: None | str
        tile = self.tile

        defeated = self.defeated


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "stage": stage,
            "tile": tile,
            "defeated": defeated,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        stage = d.pop("stage")

        def _parse_tile(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tile = _parse_tile(d.pop("tile"))


        defeated = d.pop("defeated")

        villainous_bigger_and_badder_table_omnidroid_type_0 = cls(
            seat=seat,
            stage=stage,
            tile=tile,
            defeated=defeated,
        )

        return villainous_bigger_and_badder_table_omnidroid_type_0

