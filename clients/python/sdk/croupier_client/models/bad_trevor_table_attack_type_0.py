from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="BadTrevorTableAttackType0")



@_attrs_define
class BadTrevorTableAttackType0:
    """ The attack hand on the table: being laid (step lay) or awaiting the defender's pick (step pick); null when none lies
    there.

        Attributes:
            instance (str): The instance id of this attack hand's Kevin window, attack-<n> for the n-th attack hand of the
                match: its window decisions and events carry it.
            seat (int): The attacker: the seat laying or having laid the attack hand.
            defender (int | None): The seat that picks a card from it: null while the attack hand is being laid.
            size (int): How many cards the attack hand holds once laid: 3, 2 after a quick strike, at most the attacker's
                cards.
            count (int): How many of its cards are laid so far.
            face_up (bool): Whether it is laid face up (after a spotlight) for everyone to see.
            cards (list[str] | Unset): The laid cards, in the order laid (a pick's position indexes this list). Present when
                the attack hand is face up, and for its attacker.
     """

    instance: str
    seat: int
    defender: int | None
    size: int
    count: int
    face_up: bool
    cards: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        instance = self.instance

        seat = self.seat

        defender: int | None
        defender = self.defender

        size = self.size

        count = self.count

        face_up = self.face_up

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "instance": instance,
            "seat": seat,
            "defender": defender,
            "size": size,
            "count": count,
            "face_up": face_up,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        instance = d.pop("instance")

        seat = d.pop("seat")

        def _parse_defender(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        defender = _parse_defender(d.pop("defender"))


        size = d.pop("size")

        count = d.pop("count")

        face_up = d.pop("face_up")

        cards = cast(list[str], d.pop("cards", UNSET))


        bad_trevor_table_attack_type_0 = cls(
            instance=instance,
            seat=seat,
            defender=defender,
            size=size,
            count=count,
            face_up=face_up,
            cards=cards,
        )

        return bad_trevor_table_attack_type_0

