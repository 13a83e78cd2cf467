from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.leaderboard_entry import LeaderboardEntry





T = TypeVar("T", bound="Leaderboard")



@_attrs_define
class Leaderboard:
    """ 
        Attributes:
            game (str):
            players (list[LeaderboardEntry]): Best first, by the conservative value (mu - 3 sigma).
            total (int): Players on the board.
            next_ (int | None): The offset of the next page; null on the last.
     """

    game: str
    players: list[LeaderboardEntry]
    total: int
    next_: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.leaderboard_entry import LeaderboardEntry # noqa: PLC0415
        game = self.game

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        total = self.total

        next_: int | None
        next_ = self.next_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "players": players,
            "total": total,
            "next": next_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.leaderboard_entry import LeaderboardEntry # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = LeaderboardEntry.from_dict(players_item_data)



            players.append(players_item)


        total = d.pop("total")

        def _parse_next_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_ = _parse_next_(d.pop("next"))


        leaderboard = cls(
            game=game,
            players=players,
            total=total,
            next_=next_,
        )

        return leaderboard

