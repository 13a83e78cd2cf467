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





T = TypeVar("T", bound="PracticalGuideToEvilTurnEvent")



@_attrs_define
class PracticalGuideToEvilTurnEvent:
    """ A Practical Guide to Evil: the turn event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['turn']):
            seat (int): The seat whose turn begins.
            turn (int): Its turn number.
     """

    id: int
    version: int
    text: Words
    type_: Literal['turn']
    seat: int
    turn: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        turn = self.turn


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "turn": turn,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['turn'] , d.pop("type"))
        if type_ != 'turn':
            raise ValueError(f"type must match const 'turn', got '{type_}'")

        seat = d.pop("seat")

        turn = d.pop("turn")

        practical_guide_to_evil_turn_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            turn=turn,
        )

        return practical_guide_to_evil_turn_event

