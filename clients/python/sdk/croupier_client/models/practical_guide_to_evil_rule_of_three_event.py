from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.practical_guide_to_evil_rule_of_three_event_trigger import PracticalGuideToEvilRuleOfThreeEventTrigger
  from ..models.words import Words





T = TypeVar("T", bound="PracticalGuideToEvilRuleOfThreeEvent")



@_attrs_define
class PracticalGuideToEvilRuleOfThreeEvent:
    """ A Practical Guide to Evil: the rule_of_three event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['rule_of_three']):
            card (str): The Rule of Three played, with two markers.
            seat (int): The seat that did it.
            linked (int): The opponent it is linked to.
            trigger (PracticalGuideToEvilRuleOfThreeEventTrigger): A delayed trigger: three turns after a Rule of Three is
                played, it loses a marker.
     """

    id: int
    version: int
    text: Words
    type_: Literal['rule_of_three']
    card: str
    seat: int
    linked: int
    trigger: PracticalGuideToEvilRuleOfThreeEventTrigger





    def to_dict(self) -> dict[str, Any]:
        from ..models.practical_guide_to_evil_rule_of_three_event_trigger import PracticalGuideToEvilRuleOfThreeEventTrigger # noqa: PLC0415
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        card = self.card

        seat = self.seat

        linked = self.linked

        trigger = self.trigger.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "card": card,
            "seat": seat,
            "linked": linked,
            "trigger": trigger,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.practical_guide_to_evil_rule_of_three_event_trigger import PracticalGuideToEvilRuleOfThreeEventTrigger # noqa: PLC0415
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['rule_of_three'] , d.pop("type"))
        if type_ != 'rule_of_three':
            raise ValueError(f"type must match const 'rule_of_three', got '{type_}'")

        card = d.pop("card")

        seat = d.pop("seat")

        linked = d.pop("linked")

        trigger = PracticalGuideToEvilRuleOfThreeEventTrigger.from_dict(d.pop("trigger"))




        practical_guide_to_evil_rule_of_three_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            card=card,
            seat=seat,
            linked=linked,
            trigger=trigger,
        )

        return practical_guide_to_evil_rule_of_three_event

