from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="VillainousBiggerAndBadderTableMerlinType0")



@_attrs_define
class VillainousBiggerAndBadderTableMerlinType0:
    """ Merlin's Transformations (RULINGS V16).

        Attributes:
            seat (int): Madame Mim's seat.
            deck_count (int): Merlin's Transformations left in their face-down deck.
            defeated (list[str]): The defeated forms, in the order they were defeated.
     """

    seat: int
    deck_count: int
    defeated: list[str]





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        deck_count = self.deck_count

        defeated = self.defeated




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "deck_count": deck_count,
            "defeated": defeated,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        deck_count = d.pop("deck_count")

        defeated = cast(list[str], d.pop("defeated"))


        villainous_bigger_and_badder_table_merlin_type_0 = cls(
            seat=seat,
            deck_count=deck_count,
            defeated=defeated,
        )

        return villainous_bigger_and_badder_table_merlin_type_0

