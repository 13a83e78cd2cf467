from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.practical_guide_to_evil_outcome_reason import PracticalGuideToEvilOutcomeReason
from typing import cast






T = TypeVar("T", bound="PracticalGuideToEvilOutcome")



@_attrs_define
class PracticalGuideToEvilOutcome:
    """ A Practical Guide to Evil: the end.

        Attributes:
            winners (list[int]): The winning seats (several on a tie at the turn cap).
            losers (list[int]): Every other seat, in ranking order.
            ranking (list[int]): Every seat, best first: winners, then by counted Stories and Named in the band; a forfeiter
                last.
            reason (PracticalGuideToEvilOutcomeReason): Why the match ended: stories (a player controls three different
                Stories that count), turn_cap (the turn cap was reached: the tie rule decided), forfeit (a player resigned or
                timed out under on_timeout=forfeit).
     """

    winners: list[int]
    losers: list[int]
    ranking: list[int]
    reason: PracticalGuideToEvilOutcomeReason





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


        reason = PracticalGuideToEvilOutcomeReason(d.pop("reason"))




        practical_guide_to_evil_outcome = cls(
            winners=winners,
            losers=losers,
            ranking=ranking,
            reason=reason,
        )

        return practical_guide_to_evil_outcome

