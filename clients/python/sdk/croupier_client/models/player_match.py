from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.player_match_status import PlayerMatchStatus
from typing import cast






T = TypeVar("T", bound="PlayerMatch")



@_attrs_define
class PlayerMatch:
    """ 
        Attributes:
            id (str):
            game (str):
            status (PlayerMatchStatus):
            seat (int): The player's seat.
            created_at (float): Unix time.
            finished_at (float | None): Unix time; null until then.
            place (int | None): The seat's place in the outcome, 1 first (tied seats share one; a forfeit comes last); null
                until the match finishes.
            rated (bool): Whether the match counts (or will) in the ratings.
     """

    id: str
    game: str
    status: PlayerMatchStatus
    seat: int
    created_at: float
    finished_at: float | None
    place: int | None
    rated: bool





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        game = self.game

        status = self.status.value

        seat = self.seat

        created_at = self.created_at

        finished_at: float | None
        finished_at = self.finished_at

        place: int | None
        place = self.place

        rated = self.rated


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "game": game,
            "status": status,
            "seat": seat,
            "created_at": created_at,
            "finished_at": finished_at,
            "place": place,
            "rated": rated,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        game = d.pop("game")

        status = PlayerMatchStatus(d.pop("status"))




        seat = d.pop("seat")

        created_at = d.pop("created_at")

        def _parse_finished_at(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))


        def _parse_place(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        place = _parse_place(d.pop("place"))


        rated = d.pop("rated")

        player_match = cls(
            id=id,
            game=game,
            status=status,
            seat=seat,
            created_at=created_at,
            finished_at=finished_at,
            place=place,
            rated=rated,
        )

        return player_match

