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





T = TypeVar("T", bound="BadTrevorAttackEvent")



@_attrs_define
class BadTrevorAttackEvent:
    """ Bad Trevor: the attack event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['attack']):
            seat (int): The attacker: the seat that laid it.
            defender (int): The seat that picks from it.
            count (int): How many cards it holds.
            face_up (bool): Whether it is face up.
            cards (list[str] | Unset): When face up: its cards in position order.
     """

    id: int
    version: int
    text: Words
    type_: Literal['attack']
    seat: int
    defender: int
    count: int
    face_up: bool
    cards: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        defender = self.defender

        count = self.count

        face_up = self.face_up

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "defender": defender,
            "count": count,
            "face_up": face_up,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['attack'] , d.pop("type"))
        if type_ != 'attack':
            raise ValueError(f"type must match const 'attack', got '{type_}'")

        seat = d.pop("seat")

        defender = d.pop("defender")

        count = d.pop("count")

        face_up = d.pop("face_up")

        cards = cast(list[str], d.pop("cards", UNSET))


        bad_trevor_attack_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            defender=defender,
            count=count,
            face_up=face_up,
            cards=cards,
        )

        return bad_trevor_attack_event

