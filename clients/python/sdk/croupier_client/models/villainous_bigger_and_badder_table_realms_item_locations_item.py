from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.villainous_bigger_and_badder_table_realms_item_locations_item_actions_item import VillainousBiggerAndBadderTableRealmsItemLocationsItemActionsItem





T = TypeVar("T", bound="VillainousBiggerAndBadderTableRealmsItemLocationsItem")



@_attrs_define
class VillainousBiggerAndBadderTableRealmsItemLocationsItem:
    """ One location of a realm.

        Attributes:
            key (str): A location key of that villain's board.
            actions (list[VillainousBiggerAndBadderTableRealmsItemLocationsItemActionsItem]): The location's action symbols,
                top row first: what moving the mover here offers.
            top (list[str]): The top row: Heroes (and the defeated Omnidroid v.10), the first placed first; any card here
                covers the location's top actions.
            bottom (list[str]): The bottom row: Allies, Items placed here, Omnidroid tiles, the Buzz Lightyear tile.
     """

    key: str
    actions: list[VillainousBiggerAndBadderTableRealmsItemLocationsItemActionsItem]
    top: list[str]
    bottom: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.villainous_bigger_and_badder_table_realms_item_locations_item_actions_item import VillainousBiggerAndBadderTableRealmsItemLocationsItemActionsItem # noqa: PLC0415
        key = self.key

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)



        top = self.top



        bottom = self.bottom




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
            "actions": actions,
            "top": top,
            "bottom": bottom,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.villainous_bigger_and_badder_table_realms_item_locations_item_actions_item import VillainousBiggerAndBadderTableRealmsItemLocationsItemActionsItem # noqa: PLC0415
        d = dict(src_dict)
        key = d.pop("key")

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            actions_item = VillainousBiggerAndBadderTableRealmsItemLocationsItemActionsItem.from_dict(actions_item_data)



            actions.append(actions_item)


        top = cast(list[str], d.pop("top"))


        bottom = cast(list[str], d.pop("bottom"))


        villainous_bigger_and_badder_table_realms_item_locations_item = cls(
            key=key,
            actions=actions,
            top=top,
            bottom=bottom,
        )

        return villainous_bigger_and_badder_table_realms_item_locations_item

