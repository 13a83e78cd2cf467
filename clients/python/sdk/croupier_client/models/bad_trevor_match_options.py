from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bad_trevor_match_options_on_timeout import BadTrevorMatchOptionsOnTimeout
from ..types import UNSET, Unset






T = TypeVar("T", bound="BadTrevorMatchOptions")



@_attrs_define
class BadTrevorMatchOptions:
    """ Bad Trevor: match options (GET /v1/games lists their defaults).

        Attributes:
            turn_seconds (int | Unset): Seconds a human seat has for each decision (0: no turn timer).
            on_timeout (BadTrevorMatchOptionsOnTimeout | Unset): What a turn timeout does: bot (a bot plays for the seat
                until its token takes it back); bot_turn (a bot plays the timed-out turn, then the seat is its human's again);
                forfeit (the seat loses the match).
            window_seconds (int | Unset): Seconds a reaction window stays open (0: no deadline; the game's rules still close
                it, e.g. when every seat holding it passed or the decision it waits on is made).
     """

    turn_seconds: int | Unset = UNSET
    on_timeout: BadTrevorMatchOptionsOnTimeout | Unset = UNSET
    window_seconds: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        turn_seconds = self.turn_seconds

        on_timeout: str | Unset = UNSET
        if not isinstance(self.on_timeout, Unset):
            on_timeout = self.on_timeout.value


        window_seconds = self.window_seconds


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if turn_seconds is not UNSET:
            field_dict["turn_seconds"] = turn_seconds
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout
        if window_seconds is not UNSET:
            field_dict["window_seconds"] = window_seconds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        turn_seconds = d.pop("turn_seconds", UNSET)

        _on_timeout = d.pop("on_timeout", UNSET)
        on_timeout: BadTrevorMatchOptionsOnTimeout | Unset
        if isinstance(_on_timeout,  Unset):
            on_timeout = UNSET
        else:
            on_timeout = BadTrevorMatchOptionsOnTimeout(_on_timeout)




        window_seconds = d.pop("window_seconds", UNSET)

        bad_trevor_match_options = cls(
            turn_seconds=turn_seconds,
            on_timeout=on_timeout,
            window_seconds=window_seconds,
        )

        return bad_trevor_match_options

