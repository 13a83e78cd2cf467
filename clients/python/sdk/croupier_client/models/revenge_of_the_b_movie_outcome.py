from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.revenge_of_the_b_movie_outcome_reason import RevengeOfTheBMovieOutcomeReason
from typing import cast






T = TypeVar("T", bound="RevengeOfTheBMovieOutcome")



@_attrs_define
class RevengeOfTheBMovieOutcome:
    """ Revenge of the B-Movie: the end.

        Attributes:
            winners (list[int]): The winning seats: one at the target as printed; several only on a tie (under the richest
                variant, at the round cap, on a forfeit).
            losers (list[int]): Every other seat, in ranking order.
            ranking (list[int]): Every seat, best first: winners, then by money; a forfeiter last.
            reason (RevengeOfTheBMovieOutcomeReason): Why the match ended: target (a player reached the money target in a
                selling phase), round_cap (the round cap was reached: the richest won), forfeit (a player resigned or timed out
                under on_timeout=forfeit: the richest of the others won).
            money (list[int]): Each seat's money at the end, in $M.
     """

    winners: list[int]
    losers: list[int]
    ranking: list[int]
    reason: RevengeOfTheBMovieOutcomeReason
    money: list[int]





    def to_dict(self) -> dict[str, Any]:
        winners = self.winners



        losers = self.losers



        ranking = self.ranking



        reason = self.reason.value

        money = self.money




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "winners": winners,
            "losers": losers,
            "ranking": ranking,
            "reason": reason,
            "money": money,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        winners = cast(list[int], d.pop("winners"))


        losers = cast(list[int], d.pop("losers"))


        ranking = cast(list[int], d.pop("ranking"))


        reason = RevengeOfTheBMovieOutcomeReason(d.pop("reason"))




        money = cast(list[int], d.pop("money"))


        revenge_of_the_b_movie_outcome = cls(
            winners=winners,
            losers=losers,
            ranking=ranking,
            reason=reason,
            money=money,
        )

        return revenge_of_the_b_movie_outcome

