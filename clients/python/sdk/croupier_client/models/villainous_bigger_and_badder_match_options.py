from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.villainous_bigger_and_badder_match_options_on_timeout import VillainousBiggerAndBadderMatchOptionsOnTimeout
from ..models.villainous_bigger_and_badder_match_options_villain_0 import VillainousBiggerAndBadderMatchOptionsVillain0
from ..models.villainous_bigger_and_badder_match_options_villain_1 import VillainousBiggerAndBadderMatchOptionsVillain1
from ..models.villainous_bigger_and_badder_match_options_villain_2 import VillainousBiggerAndBadderMatchOptionsVillain2
from ..types import UNSET, Unset






T = TypeVar("T", bound="VillainousBiggerAndBadderMatchOptions")



@_attrs_define
class VillainousBiggerAndBadderMatchOptions:
    """ Disney Villainous: Bigger and Badder: match options (GET /v1/games lists their defaults).

        Attributes:
            villain_0 (VillainousBiggerAndBadderMatchOptionsVillain0 | Unset): Seat 0's villain: Syndrome, Madame Mim,
                Lotso, or one at random among those no other seat names (each villain plays once).
            villain_1 (VillainousBiggerAndBadderMatchOptionsVillain1 | Unset): Seat 1's villain: Syndrome, Madame Mim,
                Lotso, or one at random among those no other seat names (each villain plays once).
            villain_2 (VillainousBiggerAndBadderMatchOptionsVillain2 | Unset): Seat 2's villain: Syndrome, Madame Mim,
                Lotso, or one at random among those no other seat names (each villain plays once).
            turn_seconds (int | Unset): Seconds a human seat has for each decision (0: no turn timer).
            on_timeout (VillainousBiggerAndBadderMatchOptionsOnTimeout | Unset): What a turn timeout does: bot (a bot plays
                for the seat until its token takes it back); bot_turn (a bot plays the timed-out turn, then the seat is its
                human's again); forfeit (the seat loses the match).
            window_seconds (int | Unset): Seconds a reaction window stays open (0: no deadline; the game's rules still close
                it, e.g. when every seat holding it passed or the decision it waits on is made).
     """

    villain_0: VillainousBiggerAndBadderMatchOptionsVillain0 | Unset = UNSET
    villain_1: VillainousBiggerAndBadderMatchOptionsVillain1 | Unset = UNSET
    villain_2: VillainousBiggerAndBadderMatchOptionsVillain2 | Unset = UNSET
    turn_seconds: int | Unset = UNSET
    on_timeout: VillainousBiggerAndBadderMatchOptionsOnTimeout | Unset = UNSET
    window_seconds: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        villain_0: str | Unset = UNSET
        if not isinstance(self.villain_0, Unset):
            villain_0 = self.villain_0.value


        villain_1: str | Unset = UNSET
        if not isinstance(self.villain_1, Unset):
            villain_1 = self.villain_1.value


        villain_2: str | Unset = UNSET
        if not isinstance(self.villain_2, Unset):
            villain_2 = self.villain_2.value


        turn_seconds = self.turn_seconds

        on_timeout: str | Unset = UNSET
        if not isinstance(self.on_timeout, Unset):
            on_timeout = self.on_timeout.value


        window_seconds = self.window_seconds


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if villain_0 is not UNSET:
            field_dict["villain_0"] = villain_0
        if villain_1 is not UNSET:
            field_dict["villain_1"] = villain_1
        if villain_2 is not UNSET:
            field_dict["villain_2"] = villain_2
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
        _villain_0 = d.pop("villain_0", UNSET)
        villain_0: VillainousBiggerAndBadderMatchOptionsVillain0 | Unset
        if isinstance(_villain_0,  Unset):
            villain_0 = UNSET
        else:
            villain_0 = VillainousBiggerAndBadderMatchOptionsVillain0(_villain_0)




        _villain_1 = d.pop("villain_1", UNSET)
        villain_1: VillainousBiggerAndBadderMatchOptionsVillain1 | Unset
        if isinstance(_villain_1,  Unset):
            villain_1 = UNSET
        else:
            villain_1 = VillainousBiggerAndBadderMatchOptionsVillain1(_villain_1)




        _villain_2 = d.pop("villain_2", UNSET)
        villain_2: VillainousBiggerAndBadderMatchOptionsVillain2 | Unset
        if isinstance(_villain_2,  Unset):
            villain_2 = UNSET
        else:
            villain_2 = VillainousBiggerAndBadderMatchOptionsVillain2(_villain_2)




        turn_seconds = d.pop("turn_seconds", UNSET)

        _on_timeout = d.pop("on_timeout", UNSET)
        on_timeout: VillainousBiggerAndBadderMatchOptionsOnTimeout | Unset
        if isinstance(_on_timeout,  Unset):
            on_timeout = UNSET
        else:
            on_timeout = VillainousBiggerAndBadderMatchOptionsOnTimeout(_on_timeout)




        window_seconds = d.pop("window_seconds", UNSET)

        villainous_bigger_and_badder_match_options = cls(
            villain_0=villain_0,
            villain_1=villain_1,
            villain_2=villain_2,
            turn_seconds=turn_seconds,
            on_timeout=on_timeout,
            window_seconds=window_seconds,
        )

        return villainous_bigger_and_badder_match_options

