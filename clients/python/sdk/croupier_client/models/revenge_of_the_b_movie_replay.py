from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.revenge_of_the_b_movie_replay_frame import RevengeOfTheBMovieReplayFrame





T = TypeVar("T", bound="RevengeOfTheBMovieReplay")



@_attrs_define
class RevengeOfTheBMovieReplay:
    """ Revenge of the B-Movie: a finished match step by step, as one seat (or a spectator) saw it.

        Attributes:
            game (Literal['revenge-of-the-b-movie']):
            seat (int | None): The seat whose point of view this is; null: a spectator's.
            seats (int): The match's seat count.
            frames (list[RevengeOfTheBMovieReplayFrame]): One frame per version, oldest first: frames[i].version is i, from
                0 (the match as started) to the final version (its outcome, seed and salt shown).
     """

    game: Literal['revenge-of-the-b-movie']
    seat: int | None
    seats: int
    frames: list[RevengeOfTheBMovieReplayFrame]





    def to_dict(self) -> dict[str, Any]:
        from ..models.revenge_of_the_b_movie_replay_frame import RevengeOfTheBMovieReplayFrame # noqa: PLC0415
        game = self.game

        seat: int | None
        seat = self.seat

        seats = self.seats

        frames = []
        for frames_item_data in self.frames:
            frames_item = frames_item_data.to_dict()
            frames.append(frames_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "seat": seat,
            "seats": seats,
            "frames": frames,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.revenge_of_the_b_movie_replay_frame import RevengeOfTheBMovieReplayFrame # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['revenge-of-the-b-movie'] , d.pop("game"))
        if game != 'revenge-of-the-b-movie':
            raise ValueError(f"game must match const 'revenge-of-the-b-movie', got '{game}'")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        seats = d.pop("seats")

        frames = []
        _frames = d.pop("frames")
        for frames_item_data in (_frames):
            frames_item = RevengeOfTheBMovieReplayFrame.from_dict(frames_item_data)



            frames.append(frames_item)


        revenge_of_the_b_movie_replay = cls(
            game=game,
            seat=seat,
            seats=seats,
            frames=frames,
        )

        return revenge_of_the_b_movie_replay

