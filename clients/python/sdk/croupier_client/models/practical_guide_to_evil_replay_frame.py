from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.practical_guide_to_evil_coin_event import PracticalGuideToEvilCoinEvent
  from ..models.practical_guide_to_evil_control_event import PracticalGuideToEvilControlEvent
  from ..models.practical_guide_to_evil_destroyed_event import PracticalGuideToEvilDestroyedEvent
  from ..models.practical_guide_to_evil_discarded_event import PracticalGuideToEvilDiscardedEvent
  from ..models.practical_guide_to_evil_drew_event import PracticalGuideToEvilDrewEvent
  from ..models.practical_guide_to_evil_duel_event import PracticalGuideToEvilDuelEvent
  from ..models.practical_guide_to_evil_end_turn_event import PracticalGuideToEvilEndTurnEvent
  from ..models.practical_guide_to_evil_find_event import PracticalGuideToEvilFindEvent
  from ..models.practical_guide_to_evil_forfeit_event import PracticalGuideToEvilForfeitEvent
  from ..models.practical_guide_to_evil_game_over_event import PracticalGuideToEvilGameOverEvent
  from ..models.practical_guide_to_evil_marker_removed_event import PracticalGuideToEvilMarkerRemovedEvent
  from ..models.practical_guide_to_evil_match_finished_event import PracticalGuideToEvilMatchFinishedEvent
  from ..models.practical_guide_to_evil_match_started_event import PracticalGuideToEvilMatchStartedEvent
  from ..models.practical_guide_to_evil_not_destroyed_event import PracticalGuideToEvilNotDestroyedEvent
  from ..models.practical_guide_to_evil_played_event import PracticalGuideToEvilPlayedEvent
  from ..models.practical_guide_to_evil_raised_event import PracticalGuideToEvilRaisedEvent
  from ..models.practical_guide_to_evil_reshuffled_event import PracticalGuideToEvilReshuffledEvent
  from ..models.practical_guide_to_evil_resigned_event import PracticalGuideToEvilResignedEvent
  from ..models.practical_guide_to_evil_rule_of_three_broken_event import PracticalGuideToEvilRuleOfThreeBrokenEvent
  from ..models.practical_guide_to_evil_rule_of_three_event import PracticalGuideToEvilRuleOfThreeEvent
  from ..models.practical_guide_to_evil_rule_of_three_fulfilled_event import PracticalGuideToEvilRuleOfThreeFulfilledEvent
  from ..models.practical_guide_to_evil_seat_control_event import PracticalGuideToEvilSeatControlEvent
  from ..models.practical_guide_to_evil_shielded_event import PracticalGuideToEvilShieldedEvent
  from ..models.practical_guide_to_evil_story_control_event import PracticalGuideToEvilStoryControlEvent
  from ..models.practical_guide_to_evil_story_destroyed_event import PracticalGuideToEvilStoryDestroyedEvent
  from ..models.practical_guide_to_evil_sword_drawn_event import PracticalGuideToEvilSwordDrawnEvent
  from ..models.practical_guide_to_evil_sword_dropped_event import PracticalGuideToEvilSwordDroppedEvent
  from ..models.practical_guide_to_evil_timeout_event import PracticalGuideToEvilTimeoutEvent
  from ..models.practical_guide_to_evil_turn_event import PracticalGuideToEvilTurnEvent
  from ..models.practical_guide_to_evil_used_event import PracticalGuideToEvilUsedEvent
  from ..models.practical_guide_to_evil_view import PracticalGuideToEvilView





T = TypeVar("T", bound="PracticalGuideToEvilReplayFrame")



@_attrs_define
class PracticalGuideToEvilReplayFrame:
    """ A Practical Guide to Evil: one version of a replay.

        Attributes:
            version (int): The match version this frame shows.
            view (PracticalGuideToEvilView): A Practical Guide to Evil: a match as one seat (or a spectator) sees it.
            events (list[PracticalGuideToEvilCoinEvent | PracticalGuideToEvilControlEvent |
                PracticalGuideToEvilDestroyedEvent | PracticalGuideToEvilDiscardedEvent | PracticalGuideToEvilDrewEvent |
                PracticalGuideToEvilDuelEvent | PracticalGuideToEvilEndTurnEvent | PracticalGuideToEvilFindEvent |
                PracticalGuideToEvilForfeitEvent | PracticalGuideToEvilGameOverEvent | PracticalGuideToEvilMarkerRemovedEvent |
                PracticalGuideToEvilMatchFinishedEvent | PracticalGuideToEvilMatchStartedEvent |
                PracticalGuideToEvilNotDestroyedEvent | PracticalGuideToEvilPlayedEvent | PracticalGuideToEvilRaisedEvent |
                PracticalGuideToEvilReshuffledEvent | PracticalGuideToEvilResignedEvent |
                PracticalGuideToEvilRuleOfThreeBrokenEvent | PracticalGuideToEvilRuleOfThreeEvent |
                PracticalGuideToEvilRuleOfThreeFulfilledEvent | PracticalGuideToEvilSeatControlEvent |
                PracticalGuideToEvilShieldedEvent | PracticalGuideToEvilStoryControlEvent |
                PracticalGuideToEvilStoryDestroyedEvent | PracticalGuideToEvilSwordDrawnEvent |
                PracticalGuideToEvilSwordDroppedEvent | PracticalGuideToEvilTimeoutEvent | PracticalGuideToEvilTurnEvent |
                PracticalGuideToEvilUsedEvent]): The events that led to this version (frame 0: the match's setup), redacted for
                the replay's seat as GET .../events gives them to it.
     """

    version: int
    view: PracticalGuideToEvilView
    events: list[PracticalGuideToEvilCoinEvent | PracticalGuideToEvilControlEvent | PracticalGuideToEvilDestroyedEvent | PracticalGuideToEvilDiscardedEvent | PracticalGuideToEvilDrewEvent | PracticalGuideToEvilDuelEvent | PracticalGuideToEvilEndTurnEvent | PracticalGuideToEvilFindEvent | PracticalGuideToEvilForfeitEvent | PracticalGuideToEvilGameOverEvent | PracticalGuideToEvilMarkerRemovedEvent | PracticalGuideToEvilMatchFinishedEvent | PracticalGuideToEvilMatchStartedEvent | PracticalGuideToEvilNotDestroyedEvent | PracticalGuideToEvilPlayedEvent | PracticalGuideToEvilRaisedEvent | PracticalGuideToEvilReshuffledEvent | PracticalGuideToEvilResignedEvent | PracticalGuideToEvilRuleOfThreeBrokenEvent | PracticalGuideToEvilRuleOfThreeEvent | PracticalGuideToEvilRuleOfThreeFulfilledEvent | PracticalGuideToEvilSeatControlEvent | PracticalGuideToEvilShieldedEvent | PracticalGuideToEvilStoryControlEvent | PracticalGuideToEvilStoryDestroyedEvent | PracticalGuideToEvilSwordDrawnEvent | PracticalGuideToEvilSwordDroppedEvent | PracticalGuideToEvilTimeoutEvent | PracticalGuideToEvilTurnEvent | PracticalGuideToEvilUsedEvent]





    def to_dict(self) -> dict[str, Any]:
        from ..models.practical_guide_to_evil_coin_event import PracticalGuideToEvilCoinEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_control_event import PracticalGuideToEvilControlEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_destroyed_event import PracticalGuideToEvilDestroyedEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_discarded_event import PracticalGuideToEvilDiscardedEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_drew_event import PracticalGuideToEvilDrewEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_duel_event import PracticalGuideToEvilDuelEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_end_turn_event import PracticalGuideToEvilEndTurnEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_find_event import PracticalGuideToEvilFindEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_forfeit_event import PracticalGuideToEvilForfeitEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_game_over_event import PracticalGuideToEvilGameOverEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_marker_removed_event import PracticalGuideToEvilMarkerRemovedEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_match_finished_event import PracticalGuideToEvilMatchFinishedEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_match_started_event import PracticalGuideToEvilMatchStartedEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_not_destroyed_event import PracticalGuideToEvilNotDestroyedEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_played_event import PracticalGuideToEvilPlayedEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_raised_event import PracticalGuideToEvilRaisedEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_reshuffled_event import PracticalGuideToEvilReshuffledEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_resigned_event import PracticalGuideToEvilResignedEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_rule_of_three_broken_event import PracticalGuideToEvilRuleOfThreeBrokenEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_rule_of_three_event import PracticalGuideToEvilRuleOfThreeEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_rule_of_three_fulfilled_event import PracticalGuideToEvilRuleOfThreeFulfilledEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_seat_control_event import PracticalGuideToEvilSeatControlEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_shielded_event import PracticalGuideToEvilShieldedEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_story_control_event import PracticalGuideToEvilStoryControlEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_story_destroyed_event import PracticalGuideToEvilStoryDestroyedEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_sword_drawn_event import PracticalGuideToEvilSwordDrawnEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_sword_dropped_event import PracticalGuideToEvilSwordDroppedEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_timeout_event import PracticalGuideToEvilTimeoutEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_turn_event import PracticalGuideToEvilTurnEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_used_event import PracticalGuideToEvilUsedEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_view import PracticalGuideToEvilView # noqa: PLC0415
        version = self.version

        view = self.view.to_dict()

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, PracticalGuideToEvilMatchStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilMatchFinishedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilSeatControlEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilTimeoutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilResignedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilTurnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilDrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilReshuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilUsedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilEndTurnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilShieldedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilDuelEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilDestroyedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilNotDestroyedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilSwordDroppedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilRaisedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilFindEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilStoryDestroyedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilStoryControlEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilSwordDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilCoinEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilControlEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilRuleOfThreeEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilMarkerRemovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilRuleOfThreeFulfilledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilRuleOfThreeBrokenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilForfeitEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "version": version,
            "view": view,
            "events": events,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.practical_guide_to_evil_coin_event import PracticalGuideToEvilCoinEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_control_event import PracticalGuideToEvilControlEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_destroyed_event import PracticalGuideToEvilDestroyedEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_discarded_event import PracticalGuideToEvilDiscardedEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_drew_event import PracticalGuideToEvilDrewEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_duel_event import PracticalGuideToEvilDuelEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_end_turn_event import PracticalGuideToEvilEndTurnEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_find_event import PracticalGuideToEvilFindEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_forfeit_event import PracticalGuideToEvilForfeitEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_game_over_event import PracticalGuideToEvilGameOverEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_marker_removed_event import PracticalGuideToEvilMarkerRemovedEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_match_finished_event import PracticalGuideToEvilMatchFinishedEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_match_started_event import PracticalGuideToEvilMatchStartedEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_not_destroyed_event import PracticalGuideToEvilNotDestroyedEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_played_event import PracticalGuideToEvilPlayedEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_raised_event import PracticalGuideToEvilRaisedEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_reshuffled_event import PracticalGuideToEvilReshuffledEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_resigned_event import PracticalGuideToEvilResignedEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_rule_of_three_broken_event import PracticalGuideToEvilRuleOfThreeBrokenEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_rule_of_three_event import PracticalGuideToEvilRuleOfThreeEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_rule_of_three_fulfilled_event import PracticalGuideToEvilRuleOfThreeFulfilledEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_seat_control_event import PracticalGuideToEvilSeatControlEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_shielded_event import PracticalGuideToEvilShieldedEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_story_control_event import PracticalGuideToEvilStoryControlEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_story_destroyed_event import PracticalGuideToEvilStoryDestroyedEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_sword_drawn_event import PracticalGuideToEvilSwordDrawnEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_sword_dropped_event import PracticalGuideToEvilSwordDroppedEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_timeout_event import PracticalGuideToEvilTimeoutEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_turn_event import PracticalGuideToEvilTurnEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_used_event import PracticalGuideToEvilUsedEvent # noqa: PLC0415
        from ..models.practical_guide_to_evil_view import PracticalGuideToEvilView # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        view = PracticalGuideToEvilView.from_dict(d.pop("view"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> PracticalGuideToEvilCoinEvent | PracticalGuideToEvilControlEvent | PracticalGuideToEvilDestroyedEvent | PracticalGuideToEvilDiscardedEvent | PracticalGuideToEvilDrewEvent | PracticalGuideToEvilDuelEvent | PracticalGuideToEvilEndTurnEvent | PracticalGuideToEvilFindEvent | PracticalGuideToEvilForfeitEvent | PracticalGuideToEvilGameOverEvent | PracticalGuideToEvilMarkerRemovedEvent | PracticalGuideToEvilMatchFinishedEvent | PracticalGuideToEvilMatchStartedEvent | PracticalGuideToEvilNotDestroyedEvent | PracticalGuideToEvilPlayedEvent | PracticalGuideToEvilRaisedEvent | PracticalGuideToEvilReshuffledEvent | PracticalGuideToEvilResignedEvent | PracticalGuideToEvilRuleOfThreeBrokenEvent | PracticalGuideToEvilRuleOfThreeEvent | PracticalGuideToEvilRuleOfThreeFulfilledEvent | PracticalGuideToEvilSeatControlEvent | PracticalGuideToEvilShieldedEvent | PracticalGuideToEvilStoryControlEvent | PracticalGuideToEvilStoryDestroyedEvent | PracticalGuideToEvilSwordDrawnEvent | PracticalGuideToEvilSwordDroppedEvent | PracticalGuideToEvilTimeoutEvent | PracticalGuideToEvilTurnEvent | PracticalGuideToEvilUsedEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_0 = PracticalGuideToEvilMatchStartedEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_1 = PracticalGuideToEvilMatchFinishedEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_2 = PracticalGuideToEvilSeatControlEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_3 = PracticalGuideToEvilTimeoutEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_4 = PracticalGuideToEvilResignedEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_5 = PracticalGuideToEvilTurnEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_6 = PracticalGuideToEvilDrewEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_7 = PracticalGuideToEvilReshuffledEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_8 = PracticalGuideToEvilPlayedEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_9 = PracticalGuideToEvilUsedEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_10 = PracticalGuideToEvilEndTurnEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_11 = PracticalGuideToEvilDiscardedEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_12 = PracticalGuideToEvilShieldedEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_13 = PracticalGuideToEvilDuelEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_14 = PracticalGuideToEvilDestroyedEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_15 = PracticalGuideToEvilNotDestroyedEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_16 = PracticalGuideToEvilSwordDroppedEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_17 = PracticalGuideToEvilRaisedEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_18 = PracticalGuideToEvilFindEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_19 = PracticalGuideToEvilStoryDestroyedEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_20 = PracticalGuideToEvilStoryControlEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_21 = PracticalGuideToEvilSwordDrawnEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_22 = PracticalGuideToEvilCoinEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_23 = PracticalGuideToEvilControlEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_24 = PracticalGuideToEvilRuleOfThreeEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_25 = PracticalGuideToEvilMarkerRemovedEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_26 = PracticalGuideToEvilRuleOfThreeFulfilledEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_27 = PracticalGuideToEvilRuleOfThreeBrokenEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_28 = PracticalGuideToEvilForfeitEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_practical_guide_to_evil_event_type_29 = PracticalGuideToEvilGameOverEvent.from_dict(data)



                return componentsschemas_practical_guide_to_evil_event_type_29

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        practical_guide_to_evil_replay_frame = cls(
            version=version,
            view=view,
            events=events,
        )

        return practical_guide_to_evil_replay_frame

