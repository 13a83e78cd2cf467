from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.villainous_bigger_and_badder_table_realms_item_locations_item import VillainousBiggerAndBadderTableRealmsItemLocationsItem
  from ..models.villainous_bigger_and_badder_table_realms_item_strength import VillainousBiggerAndBadderTableRealmsItemStrength





T = TypeVar("T", bound="VillainousBiggerAndBadderTableRealmsItem")



@_attrs_define
class VillainousBiggerAndBadderTableRealmsItem:
    """ A villain's realm: its board and what is on it.

        Attributes:
            mover (str): Where the villain's mover stands.
            locations (list[VillainousBiggerAndBadderTableRealmsItemLocationsItem]): The four locations, left to right.
            strength (VillainousBiggerAndBadderTableRealmsItemStrength): The Strength of every Hero, Ally and Omnidroid of
                the realm.
     """

    mover: str
    locations: list[VillainousBiggerAndBadderTableRealmsItemLocationsItem]
    strength: VillainousBiggerAndBadderTableRealmsItemStrength





    def to_dict(self) -> dict[str, Any]:
        from ..models.villainous_bigger_and_badder_table_realms_item_locations_item import VillainousBiggerAndBadderTableRealmsItemLocationsItem # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_table_realms_item_strength import VillainousBiggerAndBadderTableRealmsItemStrength # noqa: PLC0415
        mover = self.mover

        locations = []
        for locations_item_data in self.locations:
            locations_item = locations_item_data.to_dict()
            locations.append(locations_item)



        strength = self.strength.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "mover": mover,
            "locations": locations,
            "strength": strength,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.villainous_bigger_and_badder_table_realms_item_locations_item import VillainousBiggerAndBadderTableRealmsItemLocationsItem # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_table_realms_item_strength import VillainousBiggerAndBadderTableRealmsItemStrength # noqa: PLC0415
        d = dict(src_dict)
        mover = d.pop("mover")

        locations = []
        _locations = d.pop("locations")
        for locations_item_data in (_locations):
            locations_item = VillainousBiggerAndBadderTableRealmsItemLocationsItem.from_dict(locations_item_data)



            locations.append(locations_item)


        strength = VillainousBiggerAndBadderTableRealmsItemStrength.from_dict(d.pop("strength"))




        villainous_bigger_and_badder_table_realms_item = cls(
            mover=mover,
            locations=locations,
            strength=strength,
        )

        return villainous_bigger_and_badder_table_realms_item

