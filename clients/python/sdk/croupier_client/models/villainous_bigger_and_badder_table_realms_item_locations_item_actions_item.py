from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.villainous_bigger_and_badder_table_realms_item_locations_item_actions_item_row import VillainousBiggerAndBadderTableRealmsItemLocationsItemActionsItemRow
from ..models.villainous_bigger_and_badder_table_realms_item_locations_item_actions_item_symbol import VillainousBiggerAndBadderTableRealmsItemLocationsItemActionsItemSymbol






T = TypeVar("T", bound="VillainousBiggerAndBadderTableRealmsItemLocationsItemActionsItem")



@_attrs_define
class VillainousBiggerAndBadderTableRealmsItemLocationsItemActionsItem:
    """ One action symbol of a location.

        Attributes:
            symbol (VillainousBiggerAndBadderTableRealmsItemLocationsItemActionsItemSymbol): The action (reference:
                actions).
            row (VillainousBiggerAndBadderTableRealmsItemLocationsItemActionsItemRow): Printed on the board's top row (a
                Hero there covers it), on its bottom row, or added by a card at this location (RULINGS V11).
            covered (bool): A card in the top row hides it: not usable.
            used (bool): The current player used it this turn (its mover stands here).
     """

    symbol: VillainousBiggerAndBadderTableRealmsItemLocationsItemActionsItemSymbol
    row: VillainousBiggerAndBadderTableRealmsItemLocationsItemActionsItemRow
    covered: bool
    used: bool





    def to_dict(self) -> dict[str, Any]:
        symbol = self.symbol.value

        row = self.row.value

        covered = self.covered

        used = self.used


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "symbol": symbol,
            "row": row,
            "covered": covered,
            "used": used,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        symbol = VillainousBiggerAndBadderTableRealmsItemLocationsItemActionsItemSymbol(d.pop("symbol"))




        row = VillainousBiggerAndBadderTableRealmsItemLocationsItemActionsItemRow(d.pop("row"))




        covered = d.pop("covered")

        used = d.pop("used")

        villainous_bigger_and_badder_table_realms_item_locations_item_actions_item = cls(
            symbol=symbol,
            row=row,
            covered=covered,
            used=used,
        )

        return villainous_bigger_and_badder_table_realms_item_locations_item_actions_item

