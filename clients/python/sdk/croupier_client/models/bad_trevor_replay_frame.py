from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.bad_trevor_attack_event import BadTrevorAttackEvent
  from ..models.bad_trevor_carry_on_event import BadTrevorCarryOnEvent
  from ..models.bad_trevor_demand_event import BadTrevorDemandEvent
  from ..models.bad_trevor_effect_event import BadTrevorEffectEvent
  from ..models.bad_trevor_forfeit_event import BadTrevorForfeitEvent
  from ..models.bad_trevor_hand_off_event import BadTrevorHandOffEvent
  from ..models.bad_trevor_kevin_event import BadTrevorKevinEvent
  from ..models.bad_trevor_kevin_fumbled_event import BadTrevorKevinFumbledEvent
  from ..models.bad_trevor_laid_event import BadTrevorLaidEvent
  from ..models.bad_trevor_left_holding_trevor_event import BadTrevorLeftHoldingTrevorEvent
  from ..models.bad_trevor_lookout_event import BadTrevorLookoutEvent
  from ..models.bad_trevor_match_finished_event import BadTrevorMatchFinishedEvent
  from ..models.bad_trevor_match_started_event import BadTrevorMatchStartedEvent
  from ..models.bad_trevor_no_effect_event import BadTrevorNoEffectEvent
  from ..models.bad_trevor_out_event import BadTrevorOutEvent
  from ..models.bad_trevor_payback_event import BadTrevorPaybackEvent
  from ..models.bad_trevor_picked_event import BadTrevorPickedEvent
  from ..models.bad_trevor_play_begins_event import BadTrevorPlayBeginsEvent
  from ..models.bad_trevor_ready_event import BadTrevorReadyEvent
  from ..models.bad_trevor_rescued_event import BadTrevorRescuedEvent
  from ..models.bad_trevor_resigned_event import BadTrevorResignedEvent
  from ..models.bad_trevor_reverse_event import BadTrevorReverseEvent
  from ..models.bad_trevor_seat_control_event import BadTrevorSeatControlEvent
  from ..models.bad_trevor_seat_settings_event import BadTrevorSeatSettingsEvent
  from ..models.bad_trevor_timeout_event import BadTrevorTimeoutEvent
  from ..models.bad_trevor_turn_event import BadTrevorTurnEvent
  from ..models.bad_trevor_view import BadTrevorView
  from ..models.bad_trevor_window_closed_event import BadTrevorWindowClosedEvent
  from ..models.bad_trevor_window_passed_event import BadTrevorWindowPassedEvent





T = TypeVar("T", bound="BadTrevorReplayFrame")



@_attrs_define
class BadTrevorReplayFrame:
    """ Bad Trevor: one version of a replay.

        Attributes:
            version (int): The match version this frame shows.
            view (BadTrevorView): Bad Trevor: a match as one seat (or a spectator) sees it.
            events (list[BadTrevorAttackEvent | BadTrevorCarryOnEvent | BadTrevorDemandEvent | BadTrevorEffectEvent |
                BadTrevorForfeitEvent | BadTrevorHandOffEvent | BadTrevorKevinEvent | BadTrevorKevinFumbledEvent |
                BadTrevorLaidEvent | BadTrevorLeftHoldingTrevorEvent | BadTrevorLookoutEvent | BadTrevorMatchFinishedEvent |
                BadTrevorMatchStartedEvent | BadTrevorNoEffectEvent | BadTrevorOutEvent | BadTrevorPaybackEvent |
                BadTrevorPickedEvent | BadTrevorPlayBeginsEvent | BadTrevorReadyEvent | BadTrevorRescuedEvent |
                BadTrevorResignedEvent | BadTrevorReverseEvent | BadTrevorSeatControlEvent | BadTrevorSeatSettingsEvent |
                BadTrevorTimeoutEvent | BadTrevorTurnEvent | BadTrevorWindowClosedEvent | BadTrevorWindowPassedEvent]): The
                events that led to this version (frame 0: the match's setup), redacted for the replay's seat as GET .../events
                gives them to it.
     """

    version: int
    view: BadTrevorView
    events: list[BadTrevorAttackEvent | BadTrevorCarryOnEvent | BadTrevorDemandEvent | BadTrevorEffectEvent | BadTrevorForfeitEvent | BadTrevorHandOffEvent | BadTrevorKevinEvent | BadTrevorKevinFumbledEvent | BadTrevorLaidEvent | BadTrevorLeftHoldingTrevorEvent | BadTrevorLookoutEvent | BadTrevorMatchFinishedEvent | BadTrevorMatchStartedEvent | BadTrevorNoEffectEvent | BadTrevorOutEvent | BadTrevorPaybackEvent | BadTrevorPickedEvent | BadTrevorPlayBeginsEvent | BadTrevorReadyEvent | BadTrevorRescuedEvent | BadTrevorResignedEvent | BadTrevorReverseEvent | BadTrevorSeatControlEvent | BadTrevorSeatSettingsEvent | BadTrevorTimeoutEvent | BadTrevorTurnEvent | BadTrevorWindowClosedEvent | BadTrevorWindowPassedEvent]





    def to_dict(self) -> dict[str, Any]:
        from ..models.bad_trevor_attack_event import BadTrevorAttackEvent # noqa: PLC0415
        from ..models.bad_trevor_carry_on_event import BadTrevorCarryOnEvent # noqa: PLC0415
        from ..models.bad_trevor_demand_event import BadTrevorDemandEvent # noqa: PLC0415
        from ..models.bad_trevor_effect_event import BadTrevorEffectEvent # noqa: PLC0415
        from ..models.bad_trevor_forfeit_event import BadTrevorForfeitEvent # noqa: PLC0415
        from ..models.bad_trevor_hand_off_event import BadTrevorHandOffEvent # noqa: PLC0415
        from ..models.bad_trevor_kevin_event import BadTrevorKevinEvent # noqa: PLC0415
        from ..models.bad_trevor_kevin_fumbled_event import BadTrevorKevinFumbledEvent # noqa: PLC0415
        from ..models.bad_trevor_laid_event import BadTrevorLaidEvent # noqa: PLC0415
        from ..models.bad_trevor_left_holding_trevor_event import BadTrevorLeftHoldingTrevorEvent # noqa: PLC0415
        from ..models.bad_trevor_lookout_event import BadTrevorLookoutEvent # noqa: PLC0415
        from ..models.bad_trevor_match_finished_event import BadTrevorMatchFinishedEvent # noqa: PLC0415
        from ..models.bad_trevor_match_started_event import BadTrevorMatchStartedEvent # noqa: PLC0415
        from ..models.bad_trevor_no_effect_event import BadTrevorNoEffectEvent # noqa: PLC0415
        from ..models.bad_trevor_out_event import BadTrevorOutEvent # noqa: PLC0415
        from ..models.bad_trevor_payback_event import BadTrevorPaybackEvent # noqa: PLC0415
        from ..models.bad_trevor_picked_event import BadTrevorPickedEvent # noqa: PLC0415
        from ..models.bad_trevor_play_begins_event import BadTrevorPlayBeginsEvent # noqa: PLC0415
        from ..models.bad_trevor_ready_event import BadTrevorReadyEvent # noqa: PLC0415
        from ..models.bad_trevor_rescued_event import BadTrevorRescuedEvent # noqa: PLC0415
        from ..models.bad_trevor_resigned_event import BadTrevorResignedEvent # noqa: PLC0415
        from ..models.bad_trevor_reverse_event import BadTrevorReverseEvent # noqa: PLC0415
        from ..models.bad_trevor_seat_control_event import BadTrevorSeatControlEvent # noqa: PLC0415
        from ..models.bad_trevor_seat_settings_event import BadTrevorSeatSettingsEvent # noqa: PLC0415
        from ..models.bad_trevor_timeout_event import BadTrevorTimeoutEvent # noqa: PLC0415
        from ..models.bad_trevor_turn_event import BadTrevorTurnEvent # noqa: PLC0415
        from ..models.bad_trevor_view import BadTrevorView # noqa: PLC0415
        from ..models.bad_trevor_window_closed_event import BadTrevorWindowClosedEvent # noqa: PLC0415
        from ..models.bad_trevor_window_passed_event import BadTrevorWindowPassedEvent # noqa: PLC0415
        version = self.version

        view = self.view.to_dict()

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, BadTrevorMatchStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadTrevorMatchFinishedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadTrevorSeatControlEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadTrevorTimeoutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadTrevorResignedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadTrevorSeatSettingsEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadTrevorReadyEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadTrevorPlayBeginsEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadTrevorTurnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadTrevorRescuedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadTrevorCarryOnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadTrevorReverseEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadTrevorDemandEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadTrevorLaidEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadTrevorAttackEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadTrevorPickedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadTrevorEffectEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadTrevorNoEffectEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadTrevorPaybackEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadTrevorHandOffEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadTrevorLookoutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadTrevorWindowPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadTrevorWindowClosedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadTrevorKevinFumbledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadTrevorKevinEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadTrevorOutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadTrevorLeftHoldingTrevorEvent):
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
        from ..models.bad_trevor_attack_event import BadTrevorAttackEvent # noqa: PLC0415
        from ..models.bad_trevor_carry_on_event import BadTrevorCarryOnEvent # noqa: PLC0415
        from ..models.bad_trevor_demand_event import BadTrevorDemandEvent # noqa: PLC0415
        from ..models.bad_trevor_effect_event import BadTrevorEffectEvent # noqa: PLC0415
        from ..models.bad_trevor_forfeit_event import BadTrevorForfeitEvent # noqa: PLC0415
        from ..models.bad_trevor_hand_off_event import BadTrevorHandOffEvent # noqa: PLC0415
        from ..models.bad_trevor_kevin_event import BadTrevorKevinEvent # noqa: PLC0415
        from ..models.bad_trevor_kevin_fumbled_event import BadTrevorKevinFumbledEvent # noqa: PLC0415
        from ..models.bad_trevor_laid_event import BadTrevorLaidEvent # noqa: PLC0415
        from ..models.bad_trevor_left_holding_trevor_event import BadTrevorLeftHoldingTrevorEvent # noqa: PLC0415
        from ..models.bad_trevor_lookout_event import BadTrevorLookoutEvent # noqa: PLC0415
        from ..models.bad_trevor_match_finished_event import BadTrevorMatchFinishedEvent # noqa: PLC0415
        from ..models.bad_trevor_match_started_event import BadTrevorMatchStartedEvent # noqa: PLC0415
        from ..models.bad_trevor_no_effect_event import BadTrevorNoEffectEvent # noqa: PLC0415
        from ..models.bad_trevor_out_event import BadTrevorOutEvent # noqa: PLC0415
        from ..models.bad_trevor_payback_event import BadTrevorPaybackEvent # noqa: PLC0415
        from ..models.bad_trevor_picked_event import BadTrevorPickedEvent # noqa: PLC0415
        from ..models.bad_trevor_play_begins_event import BadTrevorPlayBeginsEvent # noqa: PLC0415
        from ..models.bad_trevor_ready_event import BadTrevorReadyEvent # noqa: PLC0415
        from ..models.bad_trevor_rescued_event import BadTrevorRescuedEvent # noqa: PLC0415
        from ..models.bad_trevor_resigned_event import BadTrevorResignedEvent # noqa: PLC0415
        from ..models.bad_trevor_reverse_event import BadTrevorReverseEvent # noqa: PLC0415
        from ..models.bad_trevor_seat_control_event import BadTrevorSeatControlEvent # noqa: PLC0415
        from ..models.bad_trevor_seat_settings_event import BadTrevorSeatSettingsEvent # noqa: PLC0415
        from ..models.bad_trevor_timeout_event import BadTrevorTimeoutEvent # noqa: PLC0415
        from ..models.bad_trevor_turn_event import BadTrevorTurnEvent # noqa: PLC0415
        from ..models.bad_trevor_view import BadTrevorView # noqa: PLC0415
        from ..models.bad_trevor_window_closed_event import BadTrevorWindowClosedEvent # noqa: PLC0415
        from ..models.bad_trevor_window_passed_event import BadTrevorWindowPassedEvent # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        view = BadTrevorView.from_dict(d.pop("view"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> BadTrevorAttackEvent | BadTrevorCarryOnEvent | BadTrevorDemandEvent | BadTrevorEffectEvent | BadTrevorForfeitEvent | BadTrevorHandOffEvent | BadTrevorKevinEvent | BadTrevorKevinFumbledEvent | BadTrevorLaidEvent | BadTrevorLeftHoldingTrevorEvent | BadTrevorLookoutEvent | BadTrevorMatchFinishedEvent | BadTrevorMatchStartedEvent | BadTrevorNoEffectEvent | BadTrevorOutEvent | BadTrevorPaybackEvent | BadTrevorPickedEvent | BadTrevorPlayBeginsEvent | BadTrevorReadyEvent | BadTrevorRescuedEvent | BadTrevorResignedEvent | BadTrevorReverseEvent | BadTrevorSeatControlEvent | BadTrevorSeatSettingsEvent | BadTrevorTimeoutEvent | BadTrevorTurnEvent | BadTrevorWindowClosedEvent | BadTrevorWindowPassedEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_0 = BadTrevorMatchStartedEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_1 = BadTrevorMatchFinishedEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_2 = BadTrevorSeatControlEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_3 = BadTrevorTimeoutEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_4 = BadTrevorResignedEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_5 = BadTrevorSeatSettingsEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_6 = BadTrevorReadyEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_7 = BadTrevorPlayBeginsEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_8 = BadTrevorTurnEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_9 = BadTrevorRescuedEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_10 = BadTrevorCarryOnEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_11 = BadTrevorReverseEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_12 = BadTrevorDemandEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_13 = BadTrevorLaidEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_14 = BadTrevorAttackEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_15 = BadTrevorPickedEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_16 = BadTrevorEffectEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_17 = BadTrevorNoEffectEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_18 = BadTrevorPaybackEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_19 = BadTrevorHandOffEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_20 = BadTrevorLookoutEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_21 = BadTrevorWindowPassedEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_22 = BadTrevorWindowClosedEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_23 = BadTrevorKevinFumbledEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_24 = BadTrevorKevinEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_25 = BadTrevorOutEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_26 = BadTrevorLeftHoldingTrevorEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bad_trevor_event_type_27 = BadTrevorForfeitEvent.from_dict(data)



                return componentsschemas_bad_trevor_event_type_27

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        bad_trevor_replay_frame = cls(
            version=version,
            view=view,
            events=events,
        )

        return bad_trevor_replay_frame

