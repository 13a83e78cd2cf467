from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="PracticalGuideToEvilMarkerRemovedEvent")



@_attrs_define
class PracticalGuideToEvilMarkerRemovedEvent:
    """ A Practical Guide to Evil: the marker_removed event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['marker_removed']):
            card (str): The Rule of Three that lost a marker.
            seat (int): Its controller.
            left (int): Markers left.
     """

    id: int
    version: int
    text: Words
    type_: Literal['marker_removed']
    card: str
    seat: int
    left: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        card = self.card

        seat = self.seat

        left = self.left


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "card": card,
            "seat": seat,
            "left": left,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['marker_removed'] , d.pop("type"))
        if type_ != 'marker_removed':
            raise ValueError(f"type must match const 'marker_removed', got '{type_}'")

        card = d.pop("card")

        seat = d.pop("seat")

        left = d.pop("left")

        practical_guide_to_evil_marker_removed_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            card=card,
            seat=seat,
            left=left,
        )

        return practical_guide_to_evil_marker_removed_event

