from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.revenge_of_the_b_movie_stream_end_status import RevengeOfTheBMovieStreamEndStatus
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.revenge_of_the_b_movie_outcome import RevengeOfTheBMovieOutcome





T = TypeVar("T", bound="RevengeOfTheBMovieStreamEnd")



@_attrs_define
class RevengeOfTheBMovieStreamEnd:
    """ Revenge of the B-Movie: a stream's end message: the match is over.

        Attributes:
            game (Literal['revenge-of-the-b-movie']):
            version (int):
            status (RevengeOfTheBMovieStreamEndStatus):
            outcome (RevengeOfTheBMovieOutcome): Revenge of the B-Movie: the end.
     """

    game: Literal['revenge-of-the-b-movie']
    version: int
    status: RevengeOfTheBMovieStreamEndStatus
    outcome: RevengeOfTheBMovieOutcome





    def to_dict(self) -> dict[str, Any]:
        from ..models.revenge_of_the_b_movie_outcome import RevengeOfTheBMovieOutcome # noqa: PLC0415
        game = self.game

        version = self.version

        status = self.status.value

        outcome = self.outcome.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "version": version,
            "status": status,
            "outcome": outcome,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.revenge_of_the_b_movie_outcome import RevengeOfTheBMovieOutcome # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['revenge-of-the-b-movie'] , d.pop("game"))
        if game != 'revenge-of-the-b-movie':
            raise ValueError(f"game must match const 'revenge-of-the-b-movie', got '{game}'")

        version = d.pop("version")

        status = RevengeOfTheBMovieStreamEndStatus(d.pop("status"))




        outcome = RevengeOfTheBMovieOutcome.from_dict(d.pop("outcome"))




        revenge_of_the_b_movie_stream_end = cls(
            game=game,
            version=version,
            status=status,
            outcome=outcome,
        )

        return revenge_of_the_b_movie_stream_end

