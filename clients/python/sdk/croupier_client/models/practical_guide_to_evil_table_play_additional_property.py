from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.practical_guide_to_evil_table_play_additional_property_side_type_1 import PracticalGuideToEvilTablePlayAdditionalPropertySideType1
from typing import cast






T = TypeVar("T", bound="PracticalGuideToEvilTablePlayAdditionalProperty")



@_attrs_define
class PracticalGuideToEvilTablePlayAdditionalProperty:
    """ A card in play.

        Attributes:
            owner (int | None): The seat controlling it; null for Team up!, which no one controls.
            on (None | str): The Named it is attached to; null when unattached.
            side (None | PracticalGuideToEvilTablePlayAdditionalPropertySideType1): A Named's side now; null for other
                cards.
            marker (bool): A marker on an Aspect: it was used, and its Named uses no Aspect until its controller's next turn
                starts. False for other cards.
            markers (int): A Rule of Three's markers: 2 when played, 1 three turns on, 0 once fulfilled (only then does it
                count); 0 for other cards.
            linked (int | None): The opponent a Rule of Three is linked to; null for other cards.
     """

    owner: int | None
    on: None | str
    side: None | PracticalGuideToEvilTablePlayAdditionalPropertySideType1
    marker: bool
    markers: int
    linked: int | None





    def to_dict(self) -> dict[str, Any]:
        owner: int | None
        owner = self.owner

        on: None | str
        on = self.on

        side: None | str
        if isinstance(self.side, PracticalGuideToEvilTablePlayAdditionalPropertySideType1):
            side = self.side.value
        else:
            side = self.side

        marker = self.marker

        markers = self.markers

        linked: int | None
        linked = self.linked


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "owner": owner,
            "on": on,
            "side": side,
            "marker": marker,
            "markers": markers,
            "linked": linked,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_owner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        owner = _parse_owner(d.pop("owner"))


        def _parse_on(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        on = _parse_on(d.pop("on"))


        def _parse_side(data: object) -> None | PracticalGuideToEvilTablePlayAdditionalPropertySideType1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                side_type_1 = PracticalGuideToEvilTablePlayAdditionalPropertySideType1(data)



                return side_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PracticalGuideToEvilTablePlayAdditionalPropertySideType1, data)

        side = _parse_side(d.pop("side"))


        marker = d.pop("marker")

        markers = d.pop("markers")

        def _parse_linked(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        linked = _parse_linked(d.pop("linked"))


        practical_guide_to_evil_table_play_additional_property = cls(
            owner=owner,
            on=on,
            side=side,
            marker=marker,
            markers=markers,
            linked=linked,
        )

        return practical_guide_to_evil_table_play_additional_property

