from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bad_trevor_play_begins_event_direction import BadTrevorPlayBeginsEventDirection
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="BadTrevorPlayBeginsEvent")



@_attrs_define
class BadTrevorPlayBeginsEvent:
    """ Bad Trevor: the play_begins event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['play_begins']):
            first (int): The seat that takes the first turn.
            direction (BadTrevorPlayBeginsEventDirection): The direction of play (always clockwise at first).
     """

    id: int
    version: int
    text: Words
    type_: Literal['play_begins']
    first: int
    direction: BadTrevorPlayBeginsEventDirection





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        first = self.first

        direction = self.direction.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "first": first,
            "direction": direction,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['play_begins'] , d.pop("type"))
        if type_ != 'play_begins':
            raise ValueError(f"type must match const 'play_begins', got '{type_}'")

        first = d.pop("first")

        direction = BadTrevorPlayBeginsEventDirection(d.pop("direction"))




        bad_trevor_play_begins_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            first=first,
            direction=direction,
        )

        return bad_trevor_play_begins_event

