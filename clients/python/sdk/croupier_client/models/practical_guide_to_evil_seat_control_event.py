from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.practical_guide_to_evil_seat_control_event_control import PracticalGuideToEvilSeatControlEventControl
from ..models.practical_guide_to_evil_seat_control_event_until import PracticalGuideToEvilSeatControlEventUntil
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="PracticalGuideToEvilSeatControlEvent")



@_attrs_define
class PracticalGuideToEvilSeatControlEvent:
    """ A Practical Guide to Evil: the seat_control event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['seat_control']):
            seat (int): A seat number.
            control (PracticalGuideToEvilSeatControlEventControl):
            until (PracticalGuideToEvilSeatControlEventUntil | Unset): A bot standing in after a timeout: until the timed-
                out turn ends (on_timeout=bot_turn) or until the seat's token takes it back.
     """

    id: int
    version: int
    text: Words
    type_: Literal['seat_control']
    seat: int
    control: PracticalGuideToEvilSeatControlEventControl
    until: PracticalGuideToEvilSeatControlEventUntil | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        control = self.control.value

        until: str | Unset = UNSET
        if not isinstance(self.until, Unset):
            until = self.until.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "control": control,
        })
        if until is not UNSET:
            field_dict["until"] = until

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['seat_control'] , d.pop("type"))
        if type_ != 'seat_control':
            raise ValueError(f"type must match const 'seat_control', got '{type_}'")

        seat = d.pop("seat")

        control = PracticalGuideToEvilSeatControlEventControl(d.pop("control"))




        _until = d.pop("until", UNSET)
        until: PracticalGuideToEvilSeatControlEventUntil | Unset
        if isinstance(_until,  Unset):
            until = UNSET
        else:
            until = PracticalGuideToEvilSeatControlEventUntil(_until)




        practical_guide_to_evil_seat_control_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            control=control,
            until=until,
        )

        return practical_guide_to_evil_seat_control_event

