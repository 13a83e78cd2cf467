from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="ClaimSeat")



@_attrs_define
class ClaimSeat:
    """ 
        Attributes:
            seat (int | Unset): The open seat to claim; the lowest open one when absent.
            invite_code (str | Unset): The match's invite code; without it, the app that created the match claims with its
                key.
            player (str | Unset): The app's id of the player taking the seat (The app's own id of the player in this seat
                (1-64 letters, digits, '_', '.', ':' or '-'; ids are the app's: another app's "alice" is another player). Needs
                the app's key (422 player_needs_app_key); a player holds one seat of a match at most (422 duplicate_player).
                Rated matches rate the seats named so. Keep personal data out of it. An invite claim names no player: only the
                app's key may.)
     """

    seat: int | Unset = UNSET
    invite_code: str | Unset = UNSET
    player: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        invite_code = self.invite_code

        player = self.player


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if seat is not UNSET:
            field_dict["seat"] = seat
        if invite_code is not UNSET:
            field_dict["invite_code"] = invite_code
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat", UNSET)

        invite_code = d.pop("invite_code", UNSET)

        player = d.pop("player", UNSET)

        claim_seat = cls(
            seat=seat,
            invite_code=invite_code,
            player=player,
        )

        return claim_seat

