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





T = TypeVar("T", bound="BadTrevorHandOffEvent")



@_attrs_define
class BadTrevorHandOffEvent:
    """ Bad Trevor: the hand_off event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['hand_off']):
            seat (int): The giver.
            target (int): The seat receiving.
            card (str | Unset): For the giver and the receiver only: the card given.
     """

    id: int
    version: int
    text: Words
    type_: Literal['hand_off']
    seat: int
    target: int
    card: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        target = self.target

        card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "target": target,
        })
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['hand_off'] , d.pop("type"))
        if type_ != 'hand_off':
            raise ValueError(f"type must match const 'hand_off', got '{type_}'")

        seat = d.pop("seat")

        target = d.pop("target")

        card = d.pop("card", UNSET)

        bad_trevor_hand_off_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            target=target,
            card=card,
        )

        return bad_trevor_hand_off_event

