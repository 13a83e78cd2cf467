from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.villainous_bigger_and_badder_match_finished_event_outcome_reason import VillainousBiggerAndBadderMatchFinishedEventOutcomeReason
from typing import cast






T = TypeVar("T", bound="VillainousBiggerAndBadderMatchFinishedEventOutcome")



@_attrs_define
class VillainousBiggerAndBadderMatchFinishedEventOutcome:
    """ 
        Attributes:
            winners (list[int]): The winning seats: the one whose Objective is achieved, the others of a forfeiter; none at
                the round cap.
            losers (list[int]): Every other seat.
            ranking (list[int]): Every seat: winners first, then in turn order.
            reason (VillainousBiggerAndBadderMatchFinishedEventOutcomeReason): Why the match ended: objective (the winner
                achieved its villain's Objective), round_cap (the round cap passed: no winner, RULINGS V29), forfeit (a seat
                resigned or timed out under on_timeout=forfeit: the others win, V30).
     """

    winners: list[int]
    losers: list[int]
    ranking: list[int]
    reason: VillainousBiggerAndBadderMatchFinishedEventOutcomeReason





    def to_dict(self) -> dict[str, Any]:
        winners = self.winners



        losers = self.losers



        ranking = self.ranking



        reason = self.reason.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "winners": winners,
            "losers": losers,
            "ranking": ranking,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        winners = cast(list[int], d.pop("winners"))


        losers = cast(list[int], d.pop("losers"))


        ranking = cast(list[int], d.pop("ranking"))


        reason = VillainousBiggerAndBadderMatchFinishedEventOutcomeReason(d.pop("reason"))




        villainous_bigger_and_badder_match_finished_event_outcome = cls(
            winners=winners,
            losers=losers,
            ranking=ranking,
            reason=reason,
        )

        return villainous_bigger_and_badder_match_finished_event_outcome

