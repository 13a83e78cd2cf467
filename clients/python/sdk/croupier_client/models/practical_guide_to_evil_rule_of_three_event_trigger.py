from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.practical_guide_to_evil_rule_of_three_event_trigger_rule import PracticalGuideToEvilRuleOfThreeEventTriggerRule
from typing import cast

if TYPE_CHECKING:
  from ..models.practical_guide_to_evil_rule_of_three_event_trigger_data import PracticalGuideToEvilRuleOfThreeEventTriggerData





T = TypeVar("T", bound="PracticalGuideToEvilRuleOfThreeEventTrigger")



@_attrs_define
class PracticalGuideToEvilRuleOfThreeEventTrigger:
    """ A delayed trigger: three turns after a Rule of Three is played, it loses a marker.

        Attributes:
            id (str): The trigger's id: the Rule of Three's card id.
            rule (PracticalGuideToEvilRuleOfThreeEventTriggerRule): What fires: a Rule of Three loses one marker.
            data (PracticalGuideToEvilRuleOfThreeEventTriggerData): The trigger's arguments.
            seat (int): The Rule of Three's controller, whose turns count down.
            turns_left (int): Turns of that seat still to start before it fires (0: due now, the system resolves it before
                that seat draws).
     """

    id: str
    rule: PracticalGuideToEvilRuleOfThreeEventTriggerRule
    data: PracticalGuideToEvilRuleOfThreeEventTriggerData
    seat: int
    turns_left: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.practical_guide_to_evil_rule_of_three_event_trigger_data import PracticalGuideToEvilRuleOfThreeEventTriggerData # noqa: PLC0415
        id = self.id

        rule = self.rule.value

        data = self.data.to_dict()

        seat = self.seat

        turns_left = self.turns_left


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "rule": rule,
            "data": data,
            "seat": seat,
            "turns_left": turns_left,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.practical_guide_to_evil_rule_of_three_event_trigger_data import PracticalGuideToEvilRuleOfThreeEventTriggerData # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        rule = PracticalGuideToEvilRuleOfThreeEventTriggerRule(d.pop("rule"))




        data = PracticalGuideToEvilRuleOfThreeEventTriggerData.from_dict(d.pop("data"))




        seat = d.pop("seat")

        turns_left = d.pop("turns_left")

        practical_guide_to_evil_rule_of_three_event_trigger = cls(
            id=id,
            rule=rule,
            data=data,
            seat=seat,
            turns_left=turns_left,
        )

        return practical_guide_to_evil_rule_of_three_event_trigger

