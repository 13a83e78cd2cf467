from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LeaderboardEntry")



@_attrs_define
class LeaderboardEntry:
    """ 
        Attributes:
            mu (float): The estimated skill.
            sigma (float): Its uncertainty.
            display (int): The value to show people, conservative: 1000 + 40 * (mu - 3 * sigma). A new player shows 1000.
            matches (int): Rated matches counted.
            updated_at (float): Unix time.
            place (int): 1 for the top.
            player (str):
     """

    mu: float
    sigma: float
    display: int
    matches: int
    updated_at: float
    place: int
    player: str





    def to_dict(self) -> dict[str, Any]:
        mu = self.mu

        sigma = self.sigma

        display = self.display

        matches = self.matches

        updated_at = self.updated_at

        place = self.place

        player = self.player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "mu": mu,
            "sigma": sigma,
            "display": display,
            "matches": matches,
            "updated_at": updated_at,
            "place": place,
            "player": player,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mu = d.pop("mu")

        sigma = d.pop("sigma")

        display = d.pop("display")

        matches = d.pop("matches")

        updated_at = d.pop("updated_at")

        place = d.pop("place")

        player = d.pop("player")

        leaderboard_entry = cls(
            mu=mu,
            sigma=sigma,
            display=display,
            matches=matches,
            updated_at=updated_at,
            place=place,
            player=player,
        )

        return leaderboard_entry

