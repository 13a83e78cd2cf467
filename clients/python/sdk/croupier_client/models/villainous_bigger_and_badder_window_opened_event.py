from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.villainous_bigger_and_badder_window_opened_event_situation import VillainousBiggerAndBadderWindowOpenedEventSituation
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="VillainousBiggerAndBadderWindowOpenedEvent")



@_attrs_define
class VillainousBiggerAndBadderWindowOpenedEvent:
    """ Disney Villainous: Bigger and Badder: the window_opened event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['window_opened']):
            instance (int): The window's instance (its frame id).
            situation (VillainousBiggerAndBadderWindowOpenedEventSituation): What arose.
            seat (int): The seat that did it (gained Power, discarded, played, vanquished).
            seats (list[int]): The seats asked.
     """

    id: int
    version: int
    text: Words
    type_: Literal['window_opened']
    instance: int
    situation: VillainousBiggerAndBadderWindowOpenedEventSituation
    seat: int
    seats: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        instance = self.instance

        situation = self.situation.value

        seat = self.seat

        seats = self.seats




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "instance": instance,
            "situation": situation,
            "seat": seat,
            "seats": seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['window_opened'] , d.pop("type"))
        if type_ != 'window_opened':
            raise ValueError(f"type must match const 'window_opened', got '{type_}'")

        instance = d.pop("instance")

        situation = VillainousBiggerAndBadderWindowOpenedEventSituation(d.pop("situation"))




        seat = d.pop("seat")

        seats = cast(list[int], d.pop("seats"))


        villainous_bigger_and_badder_window_opened_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            instance=instance,
            situation=situation,
            seat=seat,
            seats=seats,
        )

        return villainous_bigger_and_badder_window_opened_event

