from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.practical_guide_to_evil_game_over_event_reason import PracticalGuideToEvilGameOverEventReason
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="PracticalGuideToEvilGameOverEvent")



@_attrs_define
class PracticalGuideToEvilGameOverEvent:
    """ A Practical Guide to Evil: the game_over event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['game_over']):
            winners (list[int]): The winning seats (several on a tie at the turn cap).
            reason (PracticalGuideToEvilGameOverEventReason): Why the match ended: stories (a player controls three
                different Stories that count), turn_cap (the turn cap was reached: the tie rule decided), forfeit (a player
                resigned or timed out under on_timeout=forfeit).
     """

    id: int
    version: int
    text: Words
    type_: Literal['game_over']
    winners: list[int]
    reason: PracticalGuideToEvilGameOverEventReason





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        winners = self.winners



        reason = self.reason.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "winners": winners,
            "reason": reason,
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


        reason = PracticalGuideToEvilGameOverEventReason(d.pop("reason"))




        practical_guide_to_evil_game_over_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            winners=winners,
            reason=reason,
        )

        return practical_guide_to_evil_game_over_event

