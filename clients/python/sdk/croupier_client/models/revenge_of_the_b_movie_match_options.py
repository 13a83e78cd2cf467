from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.revenge_of_the_b_movie_match_options_on_timeout import RevengeOfTheBMovieMatchOptionsOnTimeout
from ..types import UNSET, Unset






T = TypeVar("T", bound="RevengeOfTheBMovieMatchOptions")



@_attrs_define
class RevengeOfTheBMovieMatchOptions:
    """ Revenge of the B-Movie: match options (GET /v1/games lists their defaults).

        Attributes:
            turn_seconds (int | Unset): Seconds a human seat has for each decision (0: no turn timer).
            on_timeout (RevengeOfTheBMovieMatchOptionsOnTimeout | Unset): What a turn timeout does: bot (a bot plays for the
                seat until its token takes it back); bot_turn (a bot plays the timed-out turn, then the seat is its human's
                again); forfeit (the seat loses the match).
     """

    turn_seconds: int | Unset = UNSET
    on_timeout: RevengeOfTheBMovieMatchOptionsOnTimeout | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        turn_seconds = self.turn_seconds

        on_timeout: str | Unset = UNSET
        if not isinstance(self.on_timeout, Unset):
            on_timeout = self.on_timeout.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if turn_seconds is not UNSET:
            field_dict["turn_seconds"] = turn_seconds
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        turn_seconds = d.pop("turn_seconds", UNSET)

        _on_timeout = d.pop("on_timeout", UNSET)
        on_timeout: RevengeOfTheBMovieMatchOptionsOnTimeout | Unset
        if isinstance(_on_timeout,  Unset):
            on_timeout = UNSET
        else:
            on_timeout = RevengeOfTheBMovieMatchOptionsOnTimeout(_on_timeout)




        revenge_of_the_b_movie_match_options = cls(
            turn_seconds=turn_seconds,
            on_timeout=on_timeout,
        )

        return revenge_of_the_b_movie_match_options

