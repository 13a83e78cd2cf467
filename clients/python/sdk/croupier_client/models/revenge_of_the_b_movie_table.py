from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.revenge_of_the_b_movie_table_reason_type_1 import RevengeOfTheBMovieTableReasonType1
from ..models.revenge_of_the_b_movie_table_step import RevengeOfTheBMovieTableStep
from ..models.revenge_of_the_b_movie_table_winner import RevengeOfTheBMovieTableWinner
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.revenge_of_the_b_movie_table_films_item import RevengeOfTheBMovieTableFilmsItem





T = TypeVar("T", bound="RevengeOfTheBMovieTable")



@_attrs_define
class RevengeOfTheBMovieTable:
    """ Revenge of the B-Movie: the table.

        Attributes:
            round_ (int): The round number, from 1.
            max_rounds (int): The round cap: the match ends after this round's sales.
            dealer (int): This round's dealer: it acts and sells first.
            current (int): The seat whose decision it is.
            step (RevengeOfTheBMovieTableStep): Where the round is: act (the current seat starts a film, adds a card or
                discards, and may rearrange one of its films first), wrap (it may wrap one legal film of its own, or rearrange
                if it has not, or end its turn), keep (after its sales it keeps one film at most), over.
            rearranged (bool): The current seat has rearranged a film this turn (once a turn).
            target (int): The money that wins, in $M: 20 (3 players), 15 (4), 10 (5-6).
            winner (RevengeOfTheBMovieTableWinner): Who wins at the money target (the match's winner option): first (as
                printed: the first seller, in selling order from the dealer, to reach it wins at that moment), richest (a
                variant: the selling phase is played out and the richest of those at or over it win).
            money (list[int]): Each seat's money, in $M.
            hand_counts (list[int]): How many cards each seat holds.
            deck_count (int): Cards left in the deck.
            discard (list[str]): The discard pile, face up, oldest first.
            films (list[RevengeOfTheBMovieTableFilmsItem]): Every film title on the table, in the order they were started.
            winners (list[int] | None): The winning seats; null while the match runs.
            reason (None | RevengeOfTheBMovieTableReasonType1): Why it ended; null while the match runs.
            hand (list[str] | Unset): Your hand, sorted: only in a seat's own view, not a spectator's.
     """

    round_: int
    max_rounds: int
    dealer: int
    current: int
    step: RevengeOfTheBMovieTableStep
    rearranged: bool
    target: int
    winner: RevengeOfTheBMovieTableWinner
    money: list[int]
    hand_counts: list[int]
    deck_count: int
    discard: list[str]
    films: list[RevengeOfTheBMovieTableFilmsItem]
    winners: list[int] | None
    reason: None | RevengeOfTheBMovieTableReasonType1
    hand: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.revenge_of_the_b_movie_table_films_item import RevengeOfTheBMovieTableFilmsItem # noqa: PLC0415
        round_ = self.round_

        max_rounds = self.max_rounds

        dealer = self.dealer

        current = self.current

        step = self.step.value

        rearranged = self.rearranged

        target = self.target

        winner = self.winner.value

        money = self.money



        hand_counts = self.hand_counts



        deck_count = self.deck_count

        discard = self.discard



        films = []
        for films_item_data in self.films:
            films_item = films_item_data.to_dict()
            films.append(films_item)



        winners: list[int] | None
        if isinstance(self.winners, list):
            winners = self.winners


        else:
            winners = self.winners

        reason: None | str
        if isinstance(self.reason, RevengeOfTheBMovieTableReasonType1):
            reason = self.reason.value
        else:
            reason = self.reason

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "round": round_,
            "max_rounds": max_rounds,
            "dealer": dealer,
            "current": current,
            "step": step,
            "rearranged": rearranged,
            "target": target,
            "winner": winner,
            "money": money,
            "hand_counts": hand_counts,
            "deck_count": deck_count,
            "discard": discard,
            "films": films,
            "winners": winners,
            "reason": reason,
        })
        if hand is not UNSET:
            field_dict["hand"] = hand

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.revenge_of_the_b_movie_table_films_item import RevengeOfTheBMovieTableFilmsItem # noqa: PLC0415
        d = dict(src_dict)
        round_ = d.pop("round")

        max_rounds = d.pop("max_rounds")

        dealer = d.pop("dealer")

        current = d.pop("current")

        step = RevengeOfTheBMovieTableStep(d.pop("step"))




        rearranged = d.pop("rearranged")

        target = d.pop("target")

        winner = RevengeOfTheBMovieTableWinner(d.pop("winner"))




        money = cast(list[int], d.pop("money"))


        hand_counts = cast(list[int], d.pop("hand_counts"))


        deck_count = d.pop("deck_count")

        discard = cast(list[str], d.pop("discard"))


        films = []
        _films = d.pop("films")
        for films_item_data in (_films):
            films_item = RevengeOfTheBMovieTableFilmsItem.from_dict(films_item_data)



            films.append(films_item)


        def _parse_winners(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                winners_type_0 = cast(list[int], data)

                return winners_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        winners = _parse_winners(d.pop("winners"))


        def _parse_reason(data: object) -> None | RevengeOfTheBMovieTableReasonType1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_1 = RevengeOfTheBMovieTableReasonType1(data)



                return reason_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RevengeOfTheBMovieTableReasonType1, data)

        reason = _parse_reason(d.pop("reason"))


        hand = cast(list[str], d.pop("hand", UNSET))


        revenge_of_the_b_movie_table = cls(
            round_=round_,
            max_rounds=max_rounds,
            dealer=dealer,
            current=current,
            step=step,
            rearranged=rearranged,
            target=target,
            winner=winner,
            money=money,
            hand_counts=hand_counts,
            deck_count=deck_count,
            discard=discard,
            films=films,
            winners=winners,
            reason=reason,
            hand=hand,
        )

        return revenge_of_the_b_movie_table

