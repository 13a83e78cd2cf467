from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.badass_force_game_over_event_reason import BadassForceGameOverEventReason
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="BadassForceGameOverEvent")



@_attrs_define
class BadassForceGameOverEvent:
    """ Badass Force: Édition VHS: the game_over event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['game_over']):
            winners (list[int]): The winning seat; none on a full tie (see tied).
            tied (list[int]): The seats still tied for the win on score, cards in hand and charges: no winner yet, since "a
                new game must be played to break the tie" (RULINGS F19); empty when there is a winner.
            reason (BadassForceGameOverEventReason): Why the match ended: target (a player reached the target score; the
                match ended at the end of that turn), round_cap (the round cap was passed: the best score won), forfeit (a
                player resigned or timed out under on_timeout=forfeit: the best of the others won).
            scores (list[int]): Each seat's score at the end.
     """

    id: int
    version: int
    text: Words
    type_: Literal['game_over']
    winners: list[int]
    tied: list[int]
    reason: BadassForceGameOverEventReason
    scores: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        winners = self.winners



        tied = self.tied



        reason = self.reason.value

        scores = self.scores




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "winners": winners,
            "tied": tied,
            "reason": reason,
            "scores": scores,
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


        tied = cast(list[int], d.pop("tied"))


        reason = BadassForceGameOverEventReason(d.pop("reason"))




        scores = cast(list[int], d.pop("scores"))


        badass_force_game_over_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            winners=winners,
            tied=tied,
            reason=reason,
            scores=scores,
        )

        return badass_force_game_over_event

