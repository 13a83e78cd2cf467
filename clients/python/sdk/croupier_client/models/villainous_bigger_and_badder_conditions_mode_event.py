from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.villainous_bigger_and_badder_conditions_mode_event_mode import VillainousBiggerAndBadderConditionsModeEventMode
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="VillainousBiggerAndBadderConditionsModeEvent")



@_attrs_define
class VillainousBiggerAndBadderConditionsModeEvent:
    """ Disney Villainous: Bigger and Badder: the conditions_mode event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['conditions_mode']):
            seat (int): The seat that did it.
            mode (VillainousBiggerAndBadderConditionsModeEventMode): The new mode.
     """

    id: int
    version: int
    text: Words
    type_: Literal['conditions_mode']
    seat: int
    mode: VillainousBiggerAndBadderConditionsModeEventMode





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        mode = self.mode.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "mode": mode,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['conditions_mode'] , d.pop("type"))
        if type_ != 'conditions_mode':
            raise ValueError(f"type must match const 'conditions_mode', got '{type_}'")

        seat = d.pop("seat")

        mode = VillainousBiggerAndBadderConditionsModeEventMode(d.pop("mode"))




        villainous_bigger_and_badder_conditions_mode_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            mode=mode,
        )

        return villainous_bigger_and_badder_conditions_mode_event

