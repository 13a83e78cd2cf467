from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BadTrevorAttackEvent")



@_attrs_define
class BadTrevorAttackEvent:
    """ Bad Trevor: the attack event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['attack']):
            attacker (int): The seat that laid it.
            defender (int): The seat that picks from it.
            count (int): How many cards it holds.
            face_up (bool): Whether it is face up.
            cards (list[str] | Unset): When face up: its cards in position order.
     """

    id: int
    version: int
    type_: Literal['attack']
    attacker: int
    defender: int
    count: int
    face_up: bool
    cards: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        type_ = self.type_

        attacker = self.attacker

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
            "type": type_,
            "attacker": attacker,
            "defender": defender,
            "count": count,
            "face_up": face_up,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        type_ = cast(Literal['attack'] , d.pop("type"))
        if type_ != 'attack':
            raise ValueError(f"type must match const 'attack', got '{type_}'")

        attacker = d.pop("attacker")

        defender = d.pop("defender")

        count = d.pop("count")

        face_up = d.pop("face_up")

        cards = cast(list[str], d.pop("cards", UNSET))


        bad_trevor_attack_event = cls(
            id=id,
            version=version,
            type_=type_,
            attacker=attacker,
            defender=defender,
            count=count,
            face_up=face_up,
            cards=cards,
        )

        return bad_trevor_attack_event

