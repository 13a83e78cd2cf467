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





T = TypeVar("T", bound="BadTrevorLaidEvent")



@_attrs_define
class BadTrevorLaidEvent:
    """ Bad Trevor: the laid event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['laid']):
            seat (int): The attacker.
            position (int): The card's position in the attack hand, from 0.
            face_up (bool): Whether the attack hand is face up.
            card (str | Unset): The card laid: for everyone when face up, else for the attacker only.
     """

    id: int
    version: int
    text: Words
    type_: Literal['laid']
    seat: int
    position: int
    face_up: bool
    card: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        position = self.position

        face_up = self.face_up

        card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "position": position,
            "face_up": face_up,
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




        type_ = cast(Literal['laid'] , d.pop("type"))
        if type_ != 'laid':
            raise ValueError(f"type must match const 'laid', got '{type_}'")

        seat = d.pop("seat")

        position = d.pop("position")

        face_up = d.pop("face_up")

        card = d.pop("card", UNSET)

        bad_trevor_laid_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            position=position,
            face_up=face_up,
            card=card,
        )

        return bad_trevor_laid_event

