from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.badass_force_match_finished_event_outcome_reason import BadassForceMatchFinishedEventOutcomeReason
from typing import cast






T = TypeVar("T", bound="BadassForceMatchFinishedEventOutcome")



@_attrs_define
class BadassForceMatchFinishedEventOutcome:
    """ 
        Attributes:
            winners (list[int]): The winning seat; none on a full tie (see tied).
            losers (list[int]): Every seat that neither won nor tied, in ranking order.
            ranking (list[int]): Every seat, best first: the winner (or the tied seats), then by score, cards in hand and
                charges; a forfeiter last.
            reason (BadassForceMatchFinishedEventOutcomeReason): Why the match ended: target (a player reached the target
                score; the match ended at the end of that turn), round_cap (the round cap was passed: the best score won),
                forfeit (a player resigned or timed out under on_timeout=forfeit: the best of the others won).
            scores (list[int]): Each seat's score at the end.
            tied (list[int]): The seats still tied for the win on score, cards in hand and charges: no winner yet, since "a
                new game must be played to break the tie" (RULINGS F19); empty when there is a winner.
     """

    winners: list[int]
    losers: list[int]
    ranking: list[int]
    reason: BadassForceMatchFinishedEventOutcomeReason
    scores: list[int]
    tied: list[int]





    def to_dict(self) -> dict[str, Any]:
        winners = self.winners



        losers = self.losers



        ranking = self.ranking



        reason = self.reason.value

        scores = self.scores



        tied = self.tied




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "winners": winners,
            "losers": losers,
            "ranking": ranking,
            "reason": reason,
            "scores": scores,
            "tied": tied,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        winners = cast(list[int], d.pop("winners"))


        losers = cast(list[int], d.pop("losers"))


        ranking = cast(list[int], d.pop("ranking"))


        reason = BadassForceMatchFinishedEventOutcomeReason(d.pop("reason"))




        scores = cast(list[int], d.pop("scores"))


        tied = cast(list[int], d.pop("tied"))


        badass_force_match_finished_event_outcome = cls(
            winners=winners,
            losers=losers,
            ranking=ranking,
            reason=reason,
            scores=scores,
            tied=tied,
        )

        return badass_force_match_finished_event_outcome

