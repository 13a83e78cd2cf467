from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.villainous_bigger_and_badder_activated_event import VillainousBiggerAndBadderActivatedEvent
  from ..models.villainous_bigger_and_badder_answered_event import VillainousBiggerAndBadderAnsweredEvent
  from ..models.villainous_bigger_and_badder_attached_event import VillainousBiggerAndBadderAttachedEvent
  from ..models.villainous_bigger_and_badder_condition_played_event import VillainousBiggerAndBadderConditionPlayedEvent
  from ..models.villainous_bigger_and_badder_condition_returned_event import VillainousBiggerAndBadderConditionReturnedEvent
  from ..models.villainous_bigger_and_badder_conditions_mode_event import VillainousBiggerAndBadderConditionsModeEvent
  from ..models.villainous_bigger_and_badder_defeated_event import VillainousBiggerAndBadderDefeatedEvent
  from ..models.villainous_bigger_and_badder_discarded_cards_event import VillainousBiggerAndBadderDiscardedCardsEvent
  from ..models.villainous_bigger_and_badder_discarded_event import VillainousBiggerAndBadderDiscardedEvent
  from ..models.villainous_bigger_and_badder_drew_event import VillainousBiggerAndBadderDrewEvent
  from ..models.villainous_bigger_and_badder_fate_discarded_event import VillainousBiggerAndBadderFateDiscardedEvent
  from ..models.villainous_bigger_and_badder_fate_event import VillainousBiggerAndBadderFateEvent
  from ..models.villainous_bigger_and_badder_fate_played_event import VillainousBiggerAndBadderFatePlayedEvent
  from ..models.villainous_bigger_and_badder_flipped_event import VillainousBiggerAndBadderFlippedEvent
  from ..models.villainous_bigger_and_badder_found_event import VillainousBiggerAndBadderFoundEvent
  from ..models.villainous_bigger_and_badder_hand_revealed_event import VillainousBiggerAndBadderHandRevealedEvent
  from ..models.villainous_bigger_and_badder_looked_at_event import VillainousBiggerAndBadderLookedAtEvent
  from ..models.villainous_bigger_and_badder_match_finished_event import VillainousBiggerAndBadderMatchFinishedEvent
  from ..models.villainous_bigger_and_badder_match_started_event import VillainousBiggerAndBadderMatchStartedEvent
  from ..models.villainous_bigger_and_badder_moved_event import VillainousBiggerAndBadderMovedEvent
  from ..models.villainous_bigger_and_badder_mover_event import VillainousBiggerAndBadderMoverEvent
  from ..models.villainous_bigger_and_badder_objective_event import VillainousBiggerAndBadderObjectiveEvent
  from ..models.villainous_bigger_and_badder_omnidroid_event import VillainousBiggerAndBadderOmnidroidEvent
  from ..models.villainous_bigger_and_badder_paid_event import VillainousBiggerAndBadderPaidEvent
  from ..models.villainous_bigger_and_badder_placed_event import VillainousBiggerAndBadderPlacedEvent
  from ..models.villainous_bigger_and_badder_played_event import VillainousBiggerAndBadderPlayedEvent
  from ..models.villainous_bigger_and_badder_power_event import VillainousBiggerAndBadderPowerEvent
  from ..models.villainous_bigger_and_badder_reordered_event import VillainousBiggerAndBadderReorderedEvent
  from ..models.villainous_bigger_and_badder_reshuffled_event import VillainousBiggerAndBadderReshuffledEvent
  from ..models.villainous_bigger_and_badder_resigned_event import VillainousBiggerAndBadderResignedEvent
  from ..models.villainous_bigger_and_badder_resolved_event import VillainousBiggerAndBadderResolvedEvent
  from ..models.villainous_bigger_and_badder_revealed_event import VillainousBiggerAndBadderRevealedEvent
  from ..models.villainous_bigger_and_badder_seat_control_event import VillainousBiggerAndBadderSeatControlEvent
  from ..models.villainous_bigger_and_badder_seat_settings_event import VillainousBiggerAndBadderSeatSettingsEvent
  from ..models.villainous_bigger_and_badder_set_up_event import VillainousBiggerAndBadderSetUpEvent
  from ..models.villainous_bigger_and_badder_shielded_event import VillainousBiggerAndBadderShieldedEvent
  from ..models.villainous_bigger_and_badder_shuffled_in_event import VillainousBiggerAndBadderShuffledInEvent
  from ..models.villainous_bigger_and_badder_stays_event import VillainousBiggerAndBadderStaysEvent
  from ..models.villainous_bigger_and_badder_swapped_event import VillainousBiggerAndBadderSwappedEvent
  from ..models.villainous_bigger_and_badder_timeout_event import VillainousBiggerAndBadderTimeoutEvent
  from ..models.villainous_bigger_and_badder_tokens_event import VillainousBiggerAndBadderTokensEvent
  from ..models.villainous_bigger_and_badder_turn_event import VillainousBiggerAndBadderTurnEvent
  from ..models.villainous_bigger_and_badder_vanquish_event import VillainousBiggerAndBadderVanquishEvent
  from ..models.villainous_bigger_and_badder_view import VillainousBiggerAndBadderView
  from ..models.villainous_bigger_and_badder_window_closed_event import VillainousBiggerAndBadderWindowClosedEvent
  from ..models.villainous_bigger_and_badder_window_opened_event import VillainousBiggerAndBadderWindowOpenedEvent
  from ..models.villainous_bigger_and_badder_zeroed_event import VillainousBiggerAndBadderZeroedEvent





T = TypeVar("T", bound="VillainousBiggerAndBadderSubmitResult")



@_attrs_define
class VillainousBiggerAndBadderSubmitResult:
    """ Disney Villainous: Bigger and Badder: what an action did: its events and the view after.

        Attributes:
            game (Literal['villainous-bigger-and-badder']):
            version (int):
            events (list[VillainousBiggerAndBadderActivatedEvent | VillainousBiggerAndBadderAnsweredEvent |
                VillainousBiggerAndBadderAttachedEvent | VillainousBiggerAndBadderConditionPlayedEvent |
                VillainousBiggerAndBadderConditionReturnedEvent | VillainousBiggerAndBadderConditionsModeEvent |
                VillainousBiggerAndBadderDefeatedEvent | VillainousBiggerAndBadderDiscardedCardsEvent |
                VillainousBiggerAndBadderDiscardedEvent | VillainousBiggerAndBadderDrewEvent |
                VillainousBiggerAndBadderFateDiscardedEvent | VillainousBiggerAndBadderFateEvent |
                VillainousBiggerAndBadderFatePlayedEvent | VillainousBiggerAndBadderFlippedEvent |
                VillainousBiggerAndBadderFoundEvent | VillainousBiggerAndBadderHandRevealedEvent |
                VillainousBiggerAndBadderLookedAtEvent | VillainousBiggerAndBadderMatchFinishedEvent |
                VillainousBiggerAndBadderMatchStartedEvent | VillainousBiggerAndBadderMovedEvent |
                VillainousBiggerAndBadderMoverEvent | VillainousBiggerAndBadderObjectiveEvent |
                VillainousBiggerAndBadderOmnidroidEvent | VillainousBiggerAndBadderPaidEvent |
                VillainousBiggerAndBadderPlacedEvent | VillainousBiggerAndBadderPlayedEvent |
                VillainousBiggerAndBadderPowerEvent | VillainousBiggerAndBadderReorderedEvent |
                VillainousBiggerAndBadderReshuffledEvent | VillainousBiggerAndBadderResignedEvent |
                VillainousBiggerAndBadderResolvedEvent | VillainousBiggerAndBadderRevealedEvent |
                VillainousBiggerAndBadderSeatControlEvent | VillainousBiggerAndBadderSeatSettingsEvent |
                VillainousBiggerAndBadderSetUpEvent | VillainousBiggerAndBadderShieldedEvent |
                VillainousBiggerAndBadderShuffledInEvent | VillainousBiggerAndBadderStaysEvent |
                VillainousBiggerAndBadderSwappedEvent | VillainousBiggerAndBadderTimeoutEvent |
                VillainousBiggerAndBadderTokensEvent | VillainousBiggerAndBadderTurnEvent |
                VillainousBiggerAndBadderVanquishEvent | VillainousBiggerAndBadderWindowClosedEvent |
                VillainousBiggerAndBadderWindowOpenedEvent | VillainousBiggerAndBadderZeroedEvent]):
            view (VillainousBiggerAndBadderView): Disney Villainous: Bigger and Badder: a match as one seat (or a spectator)
                sees it.
            dry_run (bool | Unset): Present and true for a dry run.
     """

    game: Literal['villainous-bigger-and-badder']
    version: int
    events: list[VillainousBiggerAndBadderActivatedEvent | VillainousBiggerAndBadderAnsweredEvent | VillainousBiggerAndBadderAttachedEvent | VillainousBiggerAndBadderConditionPlayedEvent | VillainousBiggerAndBadderConditionReturnedEvent | VillainousBiggerAndBadderConditionsModeEvent | VillainousBiggerAndBadderDefeatedEvent | VillainousBiggerAndBadderDiscardedCardsEvent | VillainousBiggerAndBadderDiscardedEvent | VillainousBiggerAndBadderDrewEvent | VillainousBiggerAndBadderFateDiscardedEvent | VillainousBiggerAndBadderFateEvent | VillainousBiggerAndBadderFatePlayedEvent | VillainousBiggerAndBadderFlippedEvent | VillainousBiggerAndBadderFoundEvent | VillainousBiggerAndBadderHandRevealedEvent | VillainousBiggerAndBadderLookedAtEvent | VillainousBiggerAndBadderMatchFinishedEvent | VillainousBiggerAndBadderMatchStartedEvent | VillainousBiggerAndBadderMovedEvent | VillainousBiggerAndBadderMoverEvent | VillainousBiggerAndBadderObjectiveEvent | VillainousBiggerAndBadderOmnidroidEvent | VillainousBiggerAndBadderPaidEvent | VillainousBiggerAndBadderPlacedEvent | VillainousBiggerAndBadderPlayedEvent | VillainousBiggerAndBadderPowerEvent | VillainousBiggerAndBadderReorderedEvent | VillainousBiggerAndBadderReshuffledEvent | VillainousBiggerAndBadderResignedEvent | VillainousBiggerAndBadderResolvedEvent | VillainousBiggerAndBadderRevealedEvent | VillainousBiggerAndBadderSeatControlEvent | VillainousBiggerAndBadderSeatSettingsEvent | VillainousBiggerAndBadderSetUpEvent | VillainousBiggerAndBadderShieldedEvent | VillainousBiggerAndBadderShuffledInEvent | VillainousBiggerAndBadderStaysEvent | VillainousBiggerAndBadderSwappedEvent | VillainousBiggerAndBadderTimeoutEvent | VillainousBiggerAndBadderTokensEvent | VillainousBiggerAndBadderTurnEvent | VillainousBiggerAndBadderVanquishEvent | VillainousBiggerAndBadderWindowClosedEvent | VillainousBiggerAndBadderWindowOpenedEvent | VillainousBiggerAndBadderZeroedEvent]
    view: VillainousBiggerAndBadderView
    dry_run: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.villainous_bigger_and_badder_activated_event import VillainousBiggerAndBadderActivatedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_answered_event import VillainousBiggerAndBadderAnsweredEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_attached_event import VillainousBiggerAndBadderAttachedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_condition_played_event import VillainousBiggerAndBadderConditionPlayedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_condition_returned_event import VillainousBiggerAndBadderConditionReturnedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_conditions_mode_event import VillainousBiggerAndBadderConditionsModeEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_defeated_event import VillainousBiggerAndBadderDefeatedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_discarded_cards_event import VillainousBiggerAndBadderDiscardedCardsEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_discarded_event import VillainousBiggerAndBadderDiscardedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_drew_event import VillainousBiggerAndBadderDrewEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_fate_discarded_event import VillainousBiggerAndBadderFateDiscardedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_fate_event import VillainousBiggerAndBadderFateEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_fate_played_event import VillainousBiggerAndBadderFatePlayedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_flipped_event import VillainousBiggerAndBadderFlippedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_found_event import VillainousBiggerAndBadderFoundEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_hand_revealed_event import VillainousBiggerAndBadderHandRevealedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_looked_at_event import VillainousBiggerAndBadderLookedAtEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_match_finished_event import VillainousBiggerAndBadderMatchFinishedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_match_started_event import VillainousBiggerAndBadderMatchStartedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_moved_event import VillainousBiggerAndBadderMovedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_mover_event import VillainousBiggerAndBadderMoverEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_objective_event import VillainousBiggerAndBadderObjectiveEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_omnidroid_event import VillainousBiggerAndBadderOmnidroidEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_paid_event import VillainousBiggerAndBadderPaidEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_placed_event import VillainousBiggerAndBadderPlacedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_played_event import VillainousBiggerAndBadderPlayedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_power_event import VillainousBiggerAndBadderPowerEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_reordered_event import VillainousBiggerAndBadderReorderedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_reshuffled_event import VillainousBiggerAndBadderReshuffledEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_resigned_event import VillainousBiggerAndBadderResignedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_resolved_event import VillainousBiggerAndBadderResolvedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_revealed_event import VillainousBiggerAndBadderRevealedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_seat_control_event import VillainousBiggerAndBadderSeatControlEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_seat_settings_event import VillainousBiggerAndBadderSeatSettingsEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_set_up_event import VillainousBiggerAndBadderSetUpEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_shielded_event import VillainousBiggerAndBadderShieldedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_shuffled_in_event import VillainousBiggerAndBadderShuffledInEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_stays_event import VillainousBiggerAndBadderStaysEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_swapped_event import VillainousBiggerAndBadderSwappedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_timeout_event import VillainousBiggerAndBadderTimeoutEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_tokens_event import VillainousBiggerAndBadderTokensEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_turn_event import VillainousBiggerAndBadderTurnEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_vanquish_event import VillainousBiggerAndBadderVanquishEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_view import VillainousBiggerAndBadderView # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_window_closed_event import VillainousBiggerAndBadderWindowClosedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_window_opened_event import VillainousBiggerAndBadderWindowOpenedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_zeroed_event import VillainousBiggerAndBadderZeroedEvent # noqa: PLC0415
        game = self.game

        version = self.version

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, VillainousBiggerAndBadderMatchStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderMatchFinishedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderSeatControlEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderTimeoutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderResignedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderSeatSettingsEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderSetUpEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderTurnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderMoverEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderPowerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderAttachedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderMovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderDiscardedCardsEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderDefeatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderShieldedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderFoundEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderReshuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderResolvedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderFateEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderFatePlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderFateDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderVanquishEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderZeroedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderOmnidroidEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderActivatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderConditionsModeEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderDrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderWindowOpenedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderAnsweredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderWindowClosedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderConditionPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderConditionReturnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderObjectiveEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderTokensEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderFlippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderPaidEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderLookedAtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderReorderedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderShuffledInEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderSwappedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderStaysEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        view = self.view.to_dict()

        dry_run = self.dry_run


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "version": version,
            "events": events,
            "view": view,
        })
        if dry_run is not UNSET:
            field_dict["dry_run"] = dry_run

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.villainous_bigger_and_badder_activated_event import VillainousBiggerAndBadderActivatedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_answered_event import VillainousBiggerAndBadderAnsweredEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_attached_event import VillainousBiggerAndBadderAttachedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_condition_played_event import VillainousBiggerAndBadderConditionPlayedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_condition_returned_event import VillainousBiggerAndBadderConditionReturnedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_conditions_mode_event import VillainousBiggerAndBadderConditionsModeEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_defeated_event import VillainousBiggerAndBadderDefeatedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_discarded_cards_event import VillainousBiggerAndBadderDiscardedCardsEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_discarded_event import VillainousBiggerAndBadderDiscardedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_drew_event import VillainousBiggerAndBadderDrewEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_fate_discarded_event import VillainousBiggerAndBadderFateDiscardedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_fate_event import VillainousBiggerAndBadderFateEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_fate_played_event import VillainousBiggerAndBadderFatePlayedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_flipped_event import VillainousBiggerAndBadderFlippedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_found_event import VillainousBiggerAndBadderFoundEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_hand_revealed_event import VillainousBiggerAndBadderHandRevealedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_looked_at_event import VillainousBiggerAndBadderLookedAtEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_match_finished_event import VillainousBiggerAndBadderMatchFinishedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_match_started_event import VillainousBiggerAndBadderMatchStartedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_moved_event import VillainousBiggerAndBadderMovedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_mover_event import VillainousBiggerAndBadderMoverEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_objective_event import VillainousBiggerAndBadderObjectiveEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_omnidroid_event import VillainousBiggerAndBadderOmnidroidEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_paid_event import VillainousBiggerAndBadderPaidEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_placed_event import VillainousBiggerAndBadderPlacedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_played_event import VillainousBiggerAndBadderPlayedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_power_event import VillainousBiggerAndBadderPowerEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_reordered_event import VillainousBiggerAndBadderReorderedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_reshuffled_event import VillainousBiggerAndBadderReshuffledEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_resigned_event import VillainousBiggerAndBadderResignedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_resolved_event import VillainousBiggerAndBadderResolvedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_revealed_event import VillainousBiggerAndBadderRevealedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_seat_control_event import VillainousBiggerAndBadderSeatControlEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_seat_settings_event import VillainousBiggerAndBadderSeatSettingsEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_set_up_event import VillainousBiggerAndBadderSetUpEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_shielded_event import VillainousBiggerAndBadderShieldedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_shuffled_in_event import VillainousBiggerAndBadderShuffledInEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_stays_event import VillainousBiggerAndBadderStaysEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_swapped_event import VillainousBiggerAndBadderSwappedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_timeout_event import VillainousBiggerAndBadderTimeoutEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_tokens_event import VillainousBiggerAndBadderTokensEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_turn_event import VillainousBiggerAndBadderTurnEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_vanquish_event import VillainousBiggerAndBadderVanquishEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_view import VillainousBiggerAndBadderView # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_window_closed_event import VillainousBiggerAndBadderWindowClosedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_window_opened_event import VillainousBiggerAndBadderWindowOpenedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_zeroed_event import VillainousBiggerAndBadderZeroedEvent # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['villainous-bigger-and-badder'] , d.pop("game"))
        if game != 'villainous-bigger-and-badder':
            raise ValueError(f"game must match const 'villainous-bigger-and-badder', got '{game}'")

        version = d.pop("version")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> VillainousBiggerAndBadderActivatedEvent | VillainousBiggerAndBadderAnsweredEvent | VillainousBiggerAndBadderAttachedEvent | VillainousBiggerAndBadderConditionPlayedEvent | VillainousBiggerAndBadderConditionReturnedEvent | VillainousBiggerAndBadderConditionsModeEvent | VillainousBiggerAndBadderDefeatedEvent | VillainousBiggerAndBadderDiscardedCardsEvent | VillainousBiggerAndBadderDiscardedEvent | VillainousBiggerAndBadderDrewEvent | VillainousBiggerAndBadderFateDiscardedEvent | VillainousBiggerAndBadderFateEvent | VillainousBiggerAndBadderFatePlayedEvent | VillainousBiggerAndBadderFlippedEvent | VillainousBiggerAndBadderFoundEvent | VillainousBiggerAndBadderHandRevealedEvent | VillainousBiggerAndBadderLookedAtEvent | VillainousBiggerAndBadderMatchFinishedEvent | VillainousBiggerAndBadderMatchStartedEvent | VillainousBiggerAndBadderMovedEvent | VillainousBiggerAndBadderMoverEvent | VillainousBiggerAndBadderObjectiveEvent | VillainousBiggerAndBadderOmnidroidEvent | VillainousBiggerAndBadderPaidEvent | VillainousBiggerAndBadderPlacedEvent | VillainousBiggerAndBadderPlayedEvent | VillainousBiggerAndBadderPowerEvent | VillainousBiggerAndBadderReorderedEvent | VillainousBiggerAndBadderReshuffledEvent | VillainousBiggerAndBadderResignedEvent | VillainousBiggerAndBadderResolvedEvent | VillainousBiggerAndBadderRevealedEvent | VillainousBiggerAndBadderSeatControlEvent | VillainousBiggerAndBadderSeatSettingsEvent | VillainousBiggerAndBadderSetUpEvent | VillainousBiggerAndBadderShieldedEvent | VillainousBiggerAndBadderShuffledInEvent | VillainousBiggerAndBadderStaysEvent | VillainousBiggerAndBadderSwappedEvent | VillainousBiggerAndBadderTimeoutEvent | VillainousBiggerAndBadderTokensEvent | VillainousBiggerAndBadderTurnEvent | VillainousBiggerAndBadderVanquishEvent | VillainousBiggerAndBadderWindowClosedEvent | VillainousBiggerAndBadderWindowOpenedEvent | VillainousBiggerAndBadderZeroedEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_0 = VillainousBiggerAndBadderMatchStartedEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_1 = VillainousBiggerAndBadderMatchFinishedEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_2 = VillainousBiggerAndBadderSeatControlEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_3 = VillainousBiggerAndBadderTimeoutEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_4 = VillainousBiggerAndBadderResignedEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_5 = VillainousBiggerAndBadderSeatSettingsEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_6 = VillainousBiggerAndBadderSetUpEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_7 = VillainousBiggerAndBadderTurnEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_8 = VillainousBiggerAndBadderMoverEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_9 = VillainousBiggerAndBadderPowerEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_10 = VillainousBiggerAndBadderPlayedEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_11 = VillainousBiggerAndBadderPlacedEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_12 = VillainousBiggerAndBadderAttachedEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_13 = VillainousBiggerAndBadderMovedEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_14 = VillainousBiggerAndBadderDiscardedEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_15 = VillainousBiggerAndBadderDiscardedCardsEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_16 = VillainousBiggerAndBadderDefeatedEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_17 = VillainousBiggerAndBadderShieldedEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_18 = VillainousBiggerAndBadderFoundEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_19 = VillainousBiggerAndBadderRevealedEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_20 = VillainousBiggerAndBadderReshuffledEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_21 = VillainousBiggerAndBadderResolvedEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_22 = VillainousBiggerAndBadderFateEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_23 = VillainousBiggerAndBadderFatePlayedEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_24 = VillainousBiggerAndBadderFateDiscardedEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_25 = VillainousBiggerAndBadderVanquishEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_26 = VillainousBiggerAndBadderZeroedEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_27 = VillainousBiggerAndBadderOmnidroidEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_28 = VillainousBiggerAndBadderActivatedEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_29 = VillainousBiggerAndBadderConditionsModeEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_30 = VillainousBiggerAndBadderDrewEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_31 = VillainousBiggerAndBadderWindowOpenedEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_32 = VillainousBiggerAndBadderAnsweredEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_33 = VillainousBiggerAndBadderWindowClosedEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_34 = VillainousBiggerAndBadderConditionPlayedEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_35 = VillainousBiggerAndBadderConditionReturnedEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_36 = VillainousBiggerAndBadderObjectiveEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_37 = VillainousBiggerAndBadderTokensEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_38 = VillainousBiggerAndBadderFlippedEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_39 = VillainousBiggerAndBadderPaidEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_40 = VillainousBiggerAndBadderLookedAtEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_41 = VillainousBiggerAndBadderReorderedEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_41
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_42 = VillainousBiggerAndBadderShuffledInEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_42
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_43 = VillainousBiggerAndBadderSwappedEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_43
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_event_type_44 = VillainousBiggerAndBadderStaysEvent.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_event_type_44
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_villainous_bigger_and_badder_event_type_45 = VillainousBiggerAndBadderHandRevealedEvent.from_dict(data)



                return componentsschemas_villainous_bigger_and_badder_event_type_45

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        view = VillainousBiggerAndBadderView.from_dict(d.pop("view"))




        dry_run = d.pop("dry_run", UNSET)

        villainous_bigger_and_badder_submit_result = cls(
            game=game,
            version=version,
            events=events,
            view=view,
            dry_run=dry_run,
        )

        return villainous_bigger_and_badder_submit_result

