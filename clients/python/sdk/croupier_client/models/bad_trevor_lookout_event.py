from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="BadTrevorLookoutEvent")



@_attrs_define
class BadTrevorLookoutEvent:
    """ Bad Trevor: the lookout event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['lookout']):
            seat (int): The seat looking.
            target (int): The seat looked at.
            hand (list[str] | Unset): For the seat looking only: the target's cards, sorted.
     """

    id: int
    version: int
    text: Words
    type_: Literal['lookout']
    seat: int
    target: int
    hand: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        target = self.target

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "target": target,
        })
        if hand is not UNSET:
            field_dict["hand"] = hand

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['lookout'] , d.pop("type"))
        if type_ != 'lookout':
            raise ValueError(f"type must match const 'lookout', got '{type_}'")

        seat = d.pop("seat")

        target = d.pop("target")

        hand = cast(list[str], d.pop("hand", UNSET))


        bad_trevor_lookout_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            target=target,
            hand=hand,
        )

        return bad_trevor_lookout_event

