from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.badass_force_table_players_item_mode import BadassForceTablePlayersItemMode
from typing import cast






T = TypeVar("T", bound="BadassForceTablePlayersItem")



@_attrs_define
class BadassForceTablePlayersItem:
    """ What everyone sees of a player.

        Attributes:
            seat (int): A seat number (0 to seats - 1).
            score (int): Points on the Badassometer.
            mode (BadassForceTablePlayersItemMode): The Game Mode tile's side: cool (+1 charge a turn) or vengeance (+2, and
                the characters' Vengeance powers).
            weapon (str): A weapon card id (its kind and -1..-3).
            charge (int): Charges on the weapon.
            hand_count (int): Characters in hand (the active one and the Loge aside).
            has_active (bool): A face-down active character is in front of it.
            graveyard (list[str]): Its dead, face up, in the order they died.
            bulletproof (bool): Iron Mike's shield: its active character cannot be killed until its next turn starts.
     """

    seat: int
    score: int
    mode: BadassForceTablePlayersItemMode
    weapon: str
    charge: int
    hand_count: int
    has_active: bool
    graveyard: list[str]
    bulletproof: bool





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        score = self.score

        mode = self.mode.value

        weapon = self.weapon

        charge = self.charge

        hand_count = self.hand_count

        has_active = self.has_active

        graveyard = self.graveyard



        bulletproof = self.bulletproof


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "score": score,
            "mode": mode,
            "weapon": weapon,
            "charge": charge,
            "hand_count": hand_count,
            "has_active": has_active,
            "graveyard": graveyard,
            "bulletproof": bulletproof,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        score = d.pop("score")

        mode = BadassForceTablePlayersItemMode(d.pop("mode"))




        weapon = d.pop("weapon")

        charge = d.pop("charge")

        hand_count = d.pop("hand_count")

        has_active = d.pop("has_active")

        graveyard = cast(list[str], d.pop("graveyard"))


        bulletproof = d.pop("bulletproof")

        badass_force_table_players_item = cls(
            seat=seat,
            score=score,
            mode=mode,
            weapon=weapon,
            charge=charge,
            hand_count=hand_count,
            has_active=has_active,
            graveyard=graveyard,
            bulletproof=bulletproof,
        )

        return badass_force_table_players_item

