from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.practical_guide_to_evil_table_reason_type_1 import PracticalGuideToEvilTableReasonType1
from ..models.practical_guide_to_evil_table_step import PracticalGuideToEvilTableStep
from ..models.practical_guide_to_evil_table_stories_item_item import PracticalGuideToEvilTableStoriesItemItem
from ..models.practical_guide_to_evil_table_used_item import PracticalGuideToEvilTableUsedItem
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.practical_guide_to_evil_table_grudges_item import PracticalGuideToEvilTableGrudgesItem
  from ..models.practical_guide_to_evil_table_play import PracticalGuideToEvilTablePlay
  from ..models.practical_guide_to_evil_table_shields import PracticalGuideToEvilTableShields
  from ..models.practical_guide_to_evil_table_triggers_item import PracticalGuideToEvilTableTriggersItem





T = TypeVar("T", bound="PracticalGuideToEvilTable")



@_attrs_define
class PracticalGuideToEvilTable:
    """ A Practical Guide to Evil: the table.

        Attributes:
            turn (int): The turn number, from 1; every seat's turn counts one.
            last_turn (int): The turn cap: the match ends after this turn (30 rounds of every seat).
            current (int): The seat whose turn it is.
            first (int): The seat that played turn 1.
            step (PracticalGuideToEvilTableStep): Where the turn is: main (the current seat plays cards, uses Aspects or
                ends its turn), find (it plays a card from the discard pile), discard (it discards down to five), trigger (the
                system removes a Rule of Three's marker), over.
            used (list[PracticalGuideToEvilTableUsedItem]): The slots the current seat has used this turn: one Thing (Named,
                Sword, Aspect, Team up!), one Action and one Story a turn.
            hand_counts (list[int]): How many cards each seat holds.
            draw_count (int): Cards left in the draw pile.
            discard (list[str]): The discard pile, face up, oldest first.
            play (PracticalGuideToEvilTablePlay): Every card in play, by card id.
            shields (PracticalGuideToEvilTableShields): The shielded Named, by card id: they cannot be destroyed.
            grudges (list[PracticalGuideToEvilTableGrudgesItem]): Each seat's grudges, by seat.
            triggers (list[PracticalGuideToEvilTableTriggersItem]): Delayed triggers waiting, oldest first.
            stories (list[list[PracticalGuideToEvilTableStoriesItemItem]]): By seat, the Stories that count for the win (a
                Rule of Three only once its markers are gone); three different ones win.
            winners (list[int] | None): The winning seats; null while the match runs.
            reason (None | PracticalGuideToEvilTableReasonType1): Why it ended; null while the match runs.
            hand (list[str] | Unset): Your hand, sorted: only in a seat's own view, not a spectator's.
     """

    turn: int
    last_turn: int
    current: int
    first: int
    step: PracticalGuideToEvilTableStep
    used: list[PracticalGuideToEvilTableUsedItem]
    hand_counts: list[int]
    draw_count: int
    discard: list[str]
    play: PracticalGuideToEvilTablePlay
    shields: PracticalGuideToEvilTableShields
    grudges: list[PracticalGuideToEvilTableGrudgesItem]
    triggers: list[PracticalGuideToEvilTableTriggersItem]
    stories: list[list[PracticalGuideToEvilTableStoriesItemItem]]
    winners: list[int] | None
    reason: None | PracticalGuideToEvilTableReasonType1
    hand: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.practical_guide_to_evil_table_grudges_item import PracticalGuideToEvilTableGrudgesItem # noqa: PLC0415
        from ..models.practical_guide_to_evil_table_play import PracticalGuideToEvilTablePlay # noqa: PLC0415
        from ..models.practical_guide_to_evil_table_shields import PracticalGuideToEvilTableShields # noqa: PLC0415
        from ..models.practical_guide_to_evil_table_triggers_item import PracticalGuideToEvilTableTriggersItem # noqa: PLC0415
        turn = self.turn

        last_turn = self.last_turn

        current = self.current

        first = self.first

        step = self.step.value

        used = []
        for used_item_data in self.used:
            used_item = used_item_data.value
            used.append(used_item)



        hand_counts = self.hand_counts



        draw_count = self.draw_count

        discard = self.discard



        play = self.play.to_dict()

        shields = self.shields.to_dict()

        grudges = []
        for grudges_item_data in self.grudges:
            grudges_item = grudges_item_data.to_dict()
            grudges.append(grudges_item)



        triggers = []
        for triggers_item_data in self.triggers:
            triggers_item = triggers_item_data.to_dict()
            triggers.append(triggers_item)



        stories = []
        for stories_item_data in self.stories:
            stories_item = []
            for stories_item_item_data in stories_item_data:
                stories_item_item = stories_item_item_data.value
                stories_item.append(stories_item_item)


            stories.append(stories_item)



        winners: list[int] | None
        if isinstance(self.winners, list):
            winners = self.winners


        else:
            winners = self.winners

        reason: None | str
        if isinstance(self.reason, PracticalGuideToEvilTableReasonType1):
            reason = self.reason.value
        else:
            reason = self.reason

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "turn": turn,
            "last_turn": last_turn,
            "current": current,
            "first": first,
            "step": step,
            "used": used,
            "hand_counts": hand_counts,
            "draw_count": draw_count,
            "discard": discard,
            "play": play,
            "shields": shields,
            "grudges": grudges,
            "triggers": triggers,
            "stories": stories,
            "winners": winners,
            "reason": reason,
        })
        if hand is not UNSET:
            field_dict["hand"] = hand

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.practical_guide_to_evil_table_grudges_item import PracticalGuideToEvilTableGrudgesItem # noqa: PLC0415
        from ..models.practical_guide_to_evil_table_play import PracticalGuideToEvilTablePlay # noqa: PLC0415
        from ..models.practical_guide_to_evil_table_shields import PracticalGuideToEvilTableShields # noqa: PLC0415
        from ..models.practical_guide_to_evil_table_triggers_item import PracticalGuideToEvilTableTriggersItem # noqa: PLC0415
        d = dict(src_dict)
        turn = d.pop("turn")

        last_turn = d.pop("last_turn")

        current = d.pop("current")

        first = d.pop("first")

        step = PracticalGuideToEvilTableStep(d.pop("step"))




        used = []
        _used = d.pop("used")
        for used_item_data in (_used):
            used_item = PracticalGuideToEvilTableUsedItem(used_item_data)



            used.append(used_item)


        hand_counts = cast(list[int], d.pop("hand_counts"))


        draw_count = d.pop("draw_count")

        discard = cast(list[str], d.pop("discard"))


        play = PracticalGuideToEvilTablePlay.from_dict(d.pop("play"))




        shields = PracticalGuideToEvilTableShields.from_dict(d.pop("shields"))




        grudges = []
        _grudges = d.pop("grudges")
        for grudges_item_data in (_grudges):
            grudges_item = PracticalGuideToEvilTableGrudgesItem.from_dict(grudges_item_data)



            grudges.append(grudges_item)


        triggers = []
        _triggers = d.pop("triggers")
        for triggers_item_data in (_triggers):
            triggers_item = PracticalGuideToEvilTableTriggersItem.from_dict(triggers_item_data)



            triggers.append(triggers_item)


        stories = []
        _stories = d.pop("stories")
        for stories_item_data in (_stories):
            stories_item = []
            _stories_item = stories_item_data
            for stories_item_item_data in (_stories_item):
                stories_item_item = PracticalGuideToEvilTableStoriesItemItem(stories_item_item_data)



                stories_item.append(stories_item_item)

            stories.append(stories_item)


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


        def _parse_reason(data: object) -> None | PracticalGuideToEvilTableReasonType1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_1 = PracticalGuideToEvilTableReasonType1(data)



                return reason_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PracticalGuideToEvilTableReasonType1, data)

        reason = _parse_reason(d.pop("reason"))


        hand = cast(list[str], d.pop("hand", UNSET))


        practical_guide_to_evil_table = cls(
            turn=turn,
            last_turn=last_turn,
            current=current,
            first=first,
            step=step,
            used=used,
            hand_counts=hand_counts,
            draw_count=draw_count,
            discard=discard,
            play=play,
            shields=shields,
            grudges=grudges,
            triggers=triggers,
            stories=stories,
            winners=winners,
            reason=reason,
            hand=hand,
        )

        return practical_guide_to_evil_table

