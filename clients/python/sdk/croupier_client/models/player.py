from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.player_ratings import PlayerRatings





T = TypeVar("T", bound="Player")



@_attrs_define
class Player:
    """ 
        Attributes:
            player (str):
            ratings (PlayerRatings): Game id -> the player's rating there (rated games only).
     """

    player: str
    ratings: PlayerRatings





    def to_dict(self) -> dict[str, Any]:
        from ..models.player_ratings import PlayerRatings # noqa: PLC0415
        player = self.player

        ratings = self.ratings.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "ratings": ratings,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_ratings import PlayerRatings # noqa: PLC0415
        d = dict(src_dict)
        player = d.pop("player")

        ratings = PlayerRatings.from_dict(d.pop("ratings"))




        player = cls(
            player=player,
            ratings=ratings,
        )

        return player

