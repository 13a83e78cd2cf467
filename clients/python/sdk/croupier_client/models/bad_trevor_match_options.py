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
            reaction_seconds (int | Unset): Seconds the bots give a human seat holding a reaction window before any bot acts
                (0: they do not wait): no bot acts until every such human has answered or passed, or this time has run since the
                window opened, whether or not window_seconds is set; the window's own deadline, when sooner, still closes it.
                The human's decision says when (reaction_deadline).
            bot_pace_ms (int | Unset): Least milliseconds between a bot's move and the move before it, so that a person can
                follow the bots (0: none; -1, the default: 1000 while a seat is its human's, none once every seat is a bot's,
                e.g. an all-bot match). Never applied to the system's work (deadlines, delayed rules).
     """

    turn_seconds: int | Unset = UNSET
    on_timeout: BadTrevorMatchOptionsOnTimeout | Unset = UNSET
    window_seconds: int | Unset = UNSET
    reaction_seconds: int | Unset = UNSET
    bot_pace_ms: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        turn_seconds = self.turn_seconds

        on_timeout: str | Unset = UNSET
        if not isinstance(self.on_timeout, Unset):
            on_timeout = self.on_timeout.value


        window_seconds = self.window_seconds

        reaction_seconds = self.reaction_seconds

        bot_pace_ms = self.bot_pace_ms


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if turn_seconds is not UNSET:
            field_dict["turn_seconds"] = turn_seconds
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout
        if window_seconds is not UNSET:
            field_dict["window_seconds"] = window_seconds
        if reaction_seconds is not UNSET:
            field_dict["reaction_seconds"] = reaction_seconds
        if bot_pace_ms is not UNSET:
            field_dict["bot_pace_ms"] = bot_pace_ms

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

        reaction_seconds = d.pop("reaction_seconds", UNSET)

        bot_pace_ms = d.pop("bot_pace_ms", UNSET)

        bad_trevor_match_options = cls(
            turn_seconds=turn_seconds,
            on_timeout=on_timeout,
            window_seconds=window_seconds,
            reaction_seconds=reaction_seconds,
            bot_pace_ms=bot_pace_ms,
        )

        return bad_trevor_match_options

