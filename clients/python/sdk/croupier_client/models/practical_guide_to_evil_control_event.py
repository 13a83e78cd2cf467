from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.practical_guide_to_evil_control_event_side import PracticalGuideToEvilControlEventSide
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="PracticalGuideToEvilControlEvent")



@_attrs_define
class PracticalGuideToEvilControlEvent:
    """ A Practical Guide to Evil: the control event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['control']):
            card (str): The Named that changes hands, with everything attached to it.
            seat (int): Its controller now.
            side (PracticalGuideToEvilControlEventSide): The Named's side now (Redemption and Corruption change it).
     """

    id: int
    version: int
    text: Words
    type_: Literal['control']
    card: str
    seat: int
    side: PracticalGuideToEvilControlEventSide





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        card = self.card

        seat = self.seat

        side = self.side.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "card": card,
            "seat": seat,
            "side": side,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['control'] , d.pop("type"))
        if type_ != 'control':
            raise ValueError(f"type must match const 'control', got '{type_}'")

        card = d.pop("card")

        seat = d.pop("seat")

        side = PracticalGuideToEvilControlEventSide(d.pop("side"))




        practical_guide_to_evil_control_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            card=card,
            seat=seat,
            side=side,
        )

        return practical_guide_to_evil_control_event

