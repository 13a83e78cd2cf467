from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.revenge_of_the_b_movie_game_over_event_reason import RevengeOfTheBMovieGameOverEventReason
from ..models.revenge_of_the_b_movie_game_over_event_winner import RevengeOfTheBMovieGameOverEventWinner
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="RevengeOfTheBMovieGameOverEvent")



@_attrs_define
class RevengeOfTheBMovieGameOverEvent:
    """ Revenge of the B-Movie: the game_over event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['game_over']):
            winners (list[int]): The winning seats: one at the target as printed; several only on a tie (under the richest
                variant, at the round cap, on a forfeit).
            reason (RevengeOfTheBMovieGameOverEventReason): Why the match ended: target (a player reached the money target
                in a selling phase), round_cap (the round cap was reached: the richest won), forfeit (a player resigned or timed
                out under on_timeout=forfeit: the richest of the others won).
            winner (RevengeOfTheBMovieGameOverEventWinner): Who wins at the money target (the match's winner option): first
                (as printed: the first seller, in selling order from the dealer, to reach it wins at that moment), richest (a
                variant: the selling phase is played out and the richest of those at or over it win).
     """

    id: int
    version: int
    text: Words
    type_: Literal['game_over']
    winners: list[int]
    reason: RevengeOfTheBMovieGameOverEventReason
    winner: RevengeOfTheBMovieGameOverEventWinner





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        winners = self.winners



        reason = self.reason.value

        winner = self.winner.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "winners": winners,
            "reason": reason,
            "winner": winner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['game_over'] , d.pop("type"))
        if type_ != 'game_over':
            raise ValueError(f"type must match const 'game_over', got '{type_}'")

        winners = cast(list[int], d.pop("winners"))


        reason = RevengeOfTheBMovieGameOverEventReason(d.pop("reason"))




        winner = RevengeOfTheBMovieGameOverEventWinner(d.pop("winner"))




        revenge_of_the_b_movie_game_over_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            winners=winners,
            reason=reason,
            winner=winner,
        )

        return revenge_of_the_b_movie_game_over_event

