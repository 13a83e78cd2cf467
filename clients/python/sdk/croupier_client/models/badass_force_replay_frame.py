from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.badass_force_announced_event import BadassForceAnnouncedEvent
  from ..models.badass_force_answered_event import BadassForceAnsweredEvent
  from ..models.badass_force_armoury_event import BadassForceArmouryEvent
  from ..models.badass_force_bonus_event import BadassForceBonusEvent
  from ..models.badass_force_bulletproof_event import BadassForceBulletproofEvent
  from ..models.badass_force_changed_character_event import BadassForceChangedCharacterEvent
  from ..models.badass_force_changed_weapon_event import BadassForceChangedWeaponEvent
  from ..models.badass_force_charges_event import BadassForceChargesEvent
  from ..models.badass_force_chose_event import BadassForceChoseEvent
  from ..models.badass_force_executed_event import BadassForceExecutedEvent
  from ..models.badass_force_exploded_event import BadassForceExplodedEvent
  from ..models.badass_force_game_over_event import BadassForceGameOverEvent
  from ..models.badass_force_killed_event import BadassForceKilledEvent
  from ..models.badass_force_match_finished_event import BadassForceMatchFinishedEvent
  from ..models.badass_force_match_started_event import BadassForceMatchStartedEvent
  from ..models.badass_force_power_event import BadassForcePowerEvent
  from ..models.badass_force_resigned_event import BadassForceResignedEvent
  from ..models.badass_force_revealed_event import BadassForceRevealedEvent
  from ..models.badass_force_seat_control_event import BadassForceSeatControlEvent
  from ..models.badass_force_seat_settings_event import BadassForceSeatSettingsEvent
  from ..models.badass_force_set_up_event import BadassForceSetUpEvent
  from ..models.badass_force_timeout_event import BadassForceTimeoutEvent
  from ..models.badass_force_turn_event import BadassForceTurnEvent
  from ..models.badass_force_vengeance_event import BadassForceVengeanceEvent
  from ..models.badass_force_view import BadassForceView
  from ..models.badass_force_window_closed_event import BadassForceWindowClosedEvent





T = TypeVar("T", bound="BadassForceReplayFrame")



@_attrs_define
class BadassForceReplayFrame:
    """ Badass Force: Édition VHS: one version of a replay.

        Attributes:
            version (int): The match version this frame shows.
            view (BadassForceView): Badass Force: Édition VHS: a match as one seat (or a spectator) sees it.
            events (list[BadassForceAnnouncedEvent | BadassForceAnsweredEvent | BadassForceArmouryEvent |
                BadassForceBonusEvent | BadassForceBulletproofEvent | BadassForceChangedCharacterEvent |
                BadassForceChangedWeaponEvent | BadassForceChargesEvent | BadassForceChoseEvent | BadassForceExecutedEvent |
                BadassForceExplodedEvent | BadassForceGameOverEvent | BadassForceKilledEvent | BadassForceMatchFinishedEvent |
                BadassForceMatchStartedEvent | BadassForcePowerEvent | BadassForceResignedEvent | BadassForceRevealedEvent |
                BadassForceSeatControlEvent | BadassForceSeatSettingsEvent | BadassForceSetUpEvent | BadassForceTimeoutEvent |
                BadassForceTurnEvent | BadassForceVengeanceEvent | BadassForceWindowClosedEvent]): The events that led to this
                version (frame 0: the match's setup), redacted for the replay's seat as GET .../events gives them to it.
     """

    version: int
    view: BadassForceView
    events: list[BadassForceAnnouncedEvent | BadassForceAnsweredEvent | BadassForceArmouryEvent | BadassForceBonusEvent | BadassForceBulletproofEvent | BadassForceChangedCharacterEvent | BadassForceChangedWeaponEvent | BadassForceChargesEvent | BadassForceChoseEvent | BadassForceExecutedEvent | BadassForceExplodedEvent | BadassForceGameOverEvent | BadassForceKilledEvent | BadassForceMatchFinishedEvent | BadassForceMatchStartedEvent | BadassForcePowerEvent | BadassForceResignedEvent | BadassForceRevealedEvent | BadassForceSeatControlEvent | BadassForceSeatSettingsEvent | BadassForceSetUpEvent | BadassForceTimeoutEvent | BadassForceTurnEvent | BadassForceVengeanceEvent | BadassForceWindowClosedEvent]





    def to_dict(self) -> dict[str, Any]:
        from ..models.badass_force_announced_event import BadassForceAnnouncedEvent # noqa: PLC0415
        from ..models.badass_force_answered_event import BadassForceAnsweredEvent # noqa: PLC0415
        from ..models.badass_force_armoury_event import BadassForceArmouryEvent # noqa: PLC0415
        from ..models.badass_force_bonus_event import BadassForceBonusEvent # noqa: PLC0415
        from ..models.badass_force_bulletproof_event import BadassForceBulletproofEvent # noqa: PLC0415
        from ..models.badass_force_changed_character_event import BadassForceChangedCharacterEvent # noqa: PLC0415
        from ..models.badass_force_changed_weapon_event import BadassForceChangedWeaponEvent # noqa: PLC0415
        from ..models.badass_force_charges_event import BadassForceChargesEvent # noqa: PLC0415
        from ..models.badass_force_chose_event import BadassForceChoseEvent # noqa: PLC0415
        from ..models.badass_force_executed_event import BadassForceExecutedEvent # noqa: PLC0415
        from ..models.badass_force_exploded_event import BadassForceExplodedEvent # noqa: PLC0415
        from ..models.badass_force_game_over_event import BadassForceGameOverEvent # noqa: PLC0415
        from ..models.badass_force_killed_event import BadassForceKilledEvent # noqa: PLC0415
        from ..models.badass_force_match_finished_event import BadassForceMatchFinishedEvent # noqa: PLC0415
        from ..models.badass_force_match_started_event import BadassForceMatchStartedEvent # noqa: PLC0415
        from ..models.badass_force_power_event import BadassForcePowerEvent # noqa: PLC0415
        from ..models.badass_force_resigned_event import BadassForceResignedEvent # noqa: PLC0415
        from ..models.badass_force_revealed_event import BadassForceRevealedEvent # noqa: PLC0415
        from ..models.badass_force_seat_control_event import BadassForceSeatControlEvent # noqa: PLC0415
        from ..models.badass_force_seat_settings_event import BadassForceSeatSettingsEvent # noqa: PLC0415
        from ..models.badass_force_set_up_event import BadassForceSetUpEvent # noqa: PLC0415
        from ..models.badass_force_timeout_event import BadassForceTimeoutEvent # noqa: PLC0415
        from ..models.badass_force_turn_event import BadassForceTurnEvent # noqa: PLC0415
        from ..models.badass_force_vengeance_event import BadassForceVengeanceEvent # noqa: PLC0415
        from ..models.badass_force_view import BadassForceView # noqa: PLC0415
        from ..models.badass_force_window_closed_event import BadassForceWindowClosedEvent # noqa: PLC0415
        version = self.version

        view = self.view.to_dict()

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, BadassForceMatchStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadassForceMatchFinishedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadassForceSeatControlEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadassForceTimeoutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadassForceResignedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadassForceSeatSettingsEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadassForceSetUpEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadassForceChoseEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadassForceTurnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadassForceChangedCharacterEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadassForceChangedWeaponEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadassForceExecutedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadassForceKilledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadassForceBulletproofEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadassForceExplodedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadassForceVengeanceEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadassForceArmouryEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadassForceChargesEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadassForceAnnouncedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadassForceAnsweredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadassForceWindowClosedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadassForceRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadassForcePowerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadassForceBonusEvent):
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
        from ..models.badass_force_announced_event import BadassForceAnnouncedEvent # noqa: PLC0415
        from ..models.badass_force_answered_event import BadassForceAnsweredEvent # noqa: PLC0415
        from ..models.badass_force_armoury_event import BadassForceArmouryEvent # noqa: PLC0415
        from ..models.badass_force_bonus_event import BadassForceBonusEvent # noqa: PLC0415
        from ..models.badass_force_bulletproof_event import BadassForceBulletproofEvent # noqa: PLC0415
        from ..models.badass_force_changed_character_event import BadassForceChangedCharacterEvent # noqa: PLC0415
        from ..models.badass_force_changed_weapon_event import BadassForceChangedWeaponEvent # noqa: PLC0415
        from ..models.badass_force_charges_event import BadassForceChargesEvent # noqa: PLC0415
        from ..models.badass_force_chose_event import BadassForceChoseEvent # noqa: PLC0415
        from ..models.badass_force_executed_event import BadassForceExecutedEvent # noqa: PLC0415
        from ..models.badass_force_exploded_event import BadassForceExplodedEvent # noqa: PLC0415
        from ..models.badass_force_game_over_event import BadassForceGameOverEvent # noqa: PLC0415
        from ..models.badass_force_killed_event import BadassForceKilledEvent # noqa: PLC0415
        from ..models.badass_force_match_finished_event import BadassForceMatchFinishedEvent # noqa: PLC0415
        from ..models.badass_force_match_started_event import BadassForceMatchStartedEvent # noqa: PLC0415
        from ..models.badass_force_power_event import BadassForcePowerEvent # noqa: PLC0415
        from ..models.badass_force_resigned_event import BadassForceResignedEvent # noqa: PLC0415
        from ..models.badass_force_revealed_event import BadassForceRevealedEvent # noqa: PLC0415
        from ..models.badass_force_seat_control_event import BadassForceSeatControlEvent # noqa: PLC0415
        from ..models.badass_force_seat_settings_event import BadassForceSeatSettingsEvent # noqa: PLC0415
        from ..models.badass_force_set_up_event import BadassForceSetUpEvent # noqa: PLC0415
        from ..models.badass_force_timeout_event import BadassForceTimeoutEvent # noqa: PLC0415
        from ..models.badass_force_turn_event import BadassForceTurnEvent # noqa: PLC0415
        from ..models.badass_force_vengeance_event import BadassForceVengeanceEvent # noqa: PLC0415
        from ..models.badass_force_view import BadassForceView # noqa: PLC0415
        from ..models.badass_force_window_closed_event import BadassForceWindowClosedEvent # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        view = BadassForceView.from_dict(d.pop("view"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> BadassForceAnnouncedEvent | BadassForceAnsweredEvent | BadassForceArmouryEvent | BadassForceBonusEvent | BadassForceBulletproofEvent | BadassForceChangedCharacterEvent | BadassForceChangedWeaponEvent | BadassForceChargesEvent | BadassForceChoseEvent | BadassForceExecutedEvent | BadassForceExplodedEvent | BadassForceGameOverEvent | BadassForceKilledEvent | BadassForceMatchFinishedEvent | BadassForceMatchStartedEvent | BadassForcePowerEvent | BadassForceResignedEvent | BadassForceRevealedEvent | BadassForceSeatControlEvent | BadassForceSeatSettingsEvent | BadassForceSetUpEvent | BadassForceTimeoutEvent | BadassForceTurnEvent | BadassForceVengeanceEvent | BadassForceWindowClosedEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_event_type_0 = BadassForceMatchStartedEvent.from_dict(data)



                    return componentsschemas_badass_force_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_event_type_1 = BadassForceMatchFinishedEvent.from_dict(data)



                    return componentsschemas_badass_force_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_event_type_2 = BadassForceSeatControlEvent.from_dict(data)



                    return componentsschemas_badass_force_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_event_type_3 = BadassForceTimeoutEvent.from_dict(data)



                    return componentsschemas_badass_force_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_event_type_4 = BadassForceResignedEvent.from_dict(data)



                    return componentsschemas_badass_force_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_event_type_5 = BadassForceSeatSettingsEvent.from_dict(data)



                    return componentsschemas_badass_force_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_event_type_6 = BadassForceSetUpEvent.from_dict(data)



                    return componentsschemas_badass_force_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_event_type_7 = BadassForceChoseEvent.from_dict(data)



                    return componentsschemas_badass_force_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_event_type_8 = BadassForceTurnEvent.from_dict(data)



                    return componentsschemas_badass_force_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_event_type_9 = BadassForceChangedCharacterEvent.from_dict(data)



                    return componentsschemas_badass_force_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_event_type_10 = BadassForceChangedWeaponEvent.from_dict(data)



                    return componentsschemas_badass_force_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_event_type_11 = BadassForceExecutedEvent.from_dict(data)



                    return componentsschemas_badass_force_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_event_type_12 = BadassForceKilledEvent.from_dict(data)



                    return componentsschemas_badass_force_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_event_type_13 = BadassForceBulletproofEvent.from_dict(data)



                    return componentsschemas_badass_force_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_event_type_14 = BadassForceExplodedEvent.from_dict(data)



                    return componentsschemas_badass_force_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_event_type_15 = BadassForceVengeanceEvent.from_dict(data)



                    return componentsschemas_badass_force_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_event_type_16 = BadassForceArmouryEvent.from_dict(data)



                    return componentsschemas_badass_force_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_event_type_17 = BadassForceChargesEvent.from_dict(data)



                    return componentsschemas_badass_force_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_event_type_18 = BadassForceAnnouncedEvent.from_dict(data)



                    return componentsschemas_badass_force_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_event_type_19 = BadassForceAnsweredEvent.from_dict(data)



                    return componentsschemas_badass_force_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_event_type_20 = BadassForceWindowClosedEvent.from_dict(data)



                    return componentsschemas_badass_force_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_event_type_21 = BadassForceRevealedEvent.from_dict(data)



                    return componentsschemas_badass_force_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_event_type_22 = BadassForcePowerEvent.from_dict(data)



                    return componentsschemas_badass_force_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_event_type_23 = BadassForceBonusEvent.from_dict(data)



                    return componentsschemas_badass_force_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_badass_force_event_type_24 = BadassForceGameOverEvent.from_dict(data)



                return componentsschemas_badass_force_event_type_24

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        badass_force_replay_frame = cls(
            version=version,
            view=view,
            events=events,
        )

        return badass_force_replay_frame

