from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PracticalGuideToEvilRuleOfThreeEventTriggerData")



@_attrs_define
class PracticalGuideToEvilRuleOfThreeEventTriggerData:
    """ The trigger's arguments.

        Attributes:
            card (str): The Rule of Three that loses a marker.
     """

    card: str





    def to_dict(self) -> dict[str, Any]:
        card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        practical_guide_to_evil_rule_of_three_event_trigger_data = cls(
            card=card,
        )

        return practical_guide_to_evil_rule_of_three_event_trigger_data

