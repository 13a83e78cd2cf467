from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_delivery_status import WebhookDeliveryStatus
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
  from ..models.bad_trevor_window_closed_event import BadTrevorWindowClosedEvent
  from ..models.bad_trevor_window_passed_event import BadTrevorWindowPassedEvent
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
  from ..models.badass_force_window_closed_event import BadassForceWindowClosedEvent
  from ..models.decision import Decision
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
  from ..models.revenge_of_the_b_movie_added_event import RevengeOfTheBMovieAddedEvent
  from ..models.revenge_of_the_b_movie_dealt_event import RevengeOfTheBMovieDealtEvent
  from ..models.revenge_of_the_b_movie_discarded_event import RevengeOfTheBMovieDiscardedEvent
  from ..models.revenge_of_the_b_movie_end_turn_event import RevengeOfTheBMovieEndTurnEvent
  from ..models.revenge_of_the_b_movie_first_dealer_event import RevengeOfTheBMovieFirstDealerEvent
  from ..models.revenge_of_the_b_movie_forfeit_event import RevengeOfTheBMovieForfeitEvent
  from ..models.revenge_of_the_b_movie_game_over_event import RevengeOfTheBMovieGameOverEvent
  from ..models.revenge_of_the_b_movie_match_finished_event import RevengeOfTheBMovieMatchFinishedEvent
  from ..models.revenge_of_the_b_movie_match_started_event import RevengeOfTheBMovieMatchStartedEvent
  from ..models.revenge_of_the_b_movie_rearranged_event import RevengeOfTheBMovieRearrangedEvent
  from ..models.revenge_of_the_b_movie_reshuffled_event import RevengeOfTheBMovieReshuffledEvent
  from ..models.revenge_of_the_b_movie_resigned_event import RevengeOfTheBMovieResignedEvent
  from ..models.revenge_of_the_b_movie_round_event import RevengeOfTheBMovieRoundEvent
  from ..models.revenge_of_the_b_movie_sale_event import RevengeOfTheBMovieSaleEvent
  from ..models.revenge_of_the_b_movie_seat_control_event import RevengeOfTheBMovieSeatControlEvent
  from ..models.revenge_of_the_b_movie_selling_event import RevengeOfTheBMovieSellingEvent
  from ..models.revenge_of_the_b_movie_started_event import RevengeOfTheBMovieStartedEvent
  from ..models.revenge_of_the_b_movie_timeout_event import RevengeOfTheBMovieTimeoutEvent
  from ..models.revenge_of_the_b_movie_trashed_event import RevengeOfTheBMovieTrashedEvent
  from ..models.revenge_of_the_b_movie_wrapped_event import RevengeOfTheBMovieWrappedEvent
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
  from ..models.villainous_bigger_and_badder_window_closed_event import VillainousBiggerAndBadderWindowClosedEvent
  from ..models.villainous_bigger_and_badder_window_opened_event import VillainousBiggerAndBadderWindowOpenedEvent
  from ..models.villainous_bigger_and_badder_zeroed_event import VillainousBiggerAndBadderZeroedEvent





T = TypeVar("T", bound="WebhookDelivery")



@_attrs_define
class WebhookDelivery:
    """ One delivery: the next events of a match as a spectator sees them (at most 100; `has_more` says another delivery
    follows at once) and the decisions open now: who must decide what, and by when.

        Attributes:
            match_id (str):
            game (str):
            version (int): The match's version now.
            status (WebhookDeliveryStatus):
            events (list[BadassForceAnnouncedEvent | BadassForceAnsweredEvent | BadassForceArmouryEvent |
                BadassForceBonusEvent | BadassForceBulletproofEvent | BadassForceChangedCharacterEvent |
                BadassForceChangedWeaponEvent | BadassForceChargesEvent | BadassForceChoseEvent | BadassForceExecutedEvent |
                BadassForceExplodedEvent | BadassForceGameOverEvent | BadassForceKilledEvent | BadassForceMatchFinishedEvent |
                BadassForceMatchStartedEvent | BadassForcePowerEvent | BadassForceResignedEvent | BadassForceRevealedEvent |
                BadassForceSeatControlEvent | BadassForceSeatSettingsEvent | BadassForceSetUpEvent | BadassForceTimeoutEvent |
                BadassForceTurnEvent | BadassForceVengeanceEvent | BadassForceWindowClosedEvent | BadTrevorAttackEvent |
                BadTrevorCarryOnEvent | BadTrevorDemandEvent | BadTrevorEffectEvent | BadTrevorForfeitEvent |
                BadTrevorHandOffEvent | BadTrevorKevinEvent | BadTrevorKevinFumbledEvent | BadTrevorLaidEvent |
                BadTrevorLeftHoldingTrevorEvent | BadTrevorLookoutEvent | BadTrevorMatchFinishedEvent |
                BadTrevorMatchStartedEvent | BadTrevorNoEffectEvent | BadTrevorOutEvent | BadTrevorPaybackEvent |
                BadTrevorPickedEvent | BadTrevorPlayBeginsEvent | BadTrevorReadyEvent | BadTrevorRescuedEvent |
                BadTrevorResignedEvent | BadTrevorReverseEvent | BadTrevorSeatControlEvent | BadTrevorSeatSettingsEvent |
                BadTrevorTimeoutEvent | BadTrevorTurnEvent | BadTrevorWindowClosedEvent | BadTrevorWindowPassedEvent |
                PracticalGuideToEvilCoinEvent | PracticalGuideToEvilControlEvent | PracticalGuideToEvilDestroyedEvent |
                PracticalGuideToEvilDiscardedEvent | PracticalGuideToEvilDrewEvent | PracticalGuideToEvilDuelEvent |
                PracticalGuideToEvilEndTurnEvent | PracticalGuideToEvilFindEvent | PracticalGuideToEvilForfeitEvent |
                PracticalGuideToEvilGameOverEvent | PracticalGuideToEvilMarkerRemovedEvent |
                PracticalGuideToEvilMatchFinishedEvent | PracticalGuideToEvilMatchStartedEvent |
                PracticalGuideToEvilNotDestroyedEvent | PracticalGuideToEvilPlayedEvent | PracticalGuideToEvilRaisedEvent |
                PracticalGuideToEvilReshuffledEvent | PracticalGuideToEvilResignedEvent |
                PracticalGuideToEvilRuleOfThreeBrokenEvent | PracticalGuideToEvilRuleOfThreeEvent |
                PracticalGuideToEvilRuleOfThreeFulfilledEvent | PracticalGuideToEvilSeatControlEvent |
                PracticalGuideToEvilShieldedEvent | PracticalGuideToEvilStoryControlEvent |
                PracticalGuideToEvilStoryDestroyedEvent | PracticalGuideToEvilSwordDrawnEvent |
                PracticalGuideToEvilSwordDroppedEvent | PracticalGuideToEvilTimeoutEvent | PracticalGuideToEvilTurnEvent |
                PracticalGuideToEvilUsedEvent | RevengeOfTheBMovieAddedEvent | RevengeOfTheBMovieDealtEvent |
                RevengeOfTheBMovieDiscardedEvent | RevengeOfTheBMovieEndTurnEvent | RevengeOfTheBMovieFirstDealerEvent |
                RevengeOfTheBMovieForfeitEvent | RevengeOfTheBMovieGameOverEvent | RevengeOfTheBMovieMatchFinishedEvent |
                RevengeOfTheBMovieMatchStartedEvent | RevengeOfTheBMovieRearrangedEvent | RevengeOfTheBMovieReshuffledEvent |
                RevengeOfTheBMovieResignedEvent | RevengeOfTheBMovieRoundEvent | RevengeOfTheBMovieSaleEvent |
                RevengeOfTheBMovieSeatControlEvent | RevengeOfTheBMovieSellingEvent | RevengeOfTheBMovieStartedEvent |
                RevengeOfTheBMovieTimeoutEvent | RevengeOfTheBMovieTrashedEvent | RevengeOfTheBMovieWrappedEvent |
                VillainousBiggerAndBadderActivatedEvent | VillainousBiggerAndBadderAnsweredEvent |
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
                VillainousBiggerAndBadderWindowOpenedEvent | VillainousBiggerAndBadderZeroedEvent]): The events of `game`,
                oldest first: its <Game>Event.
            decisions (list[Decision]):
            has_more (bool):
            delivery (str): This delivery's id (also a header).
     """

    match_id: str
    game: str
    version: int
    status: WebhookDeliveryStatus
    events: list[BadassForceAnnouncedEvent | BadassForceAnsweredEvent | BadassForceArmouryEvent | BadassForceBonusEvent | BadassForceBulletproofEvent | BadassForceChangedCharacterEvent | BadassForceChangedWeaponEvent | BadassForceChargesEvent | BadassForceChoseEvent | BadassForceExecutedEvent | BadassForceExplodedEvent | BadassForceGameOverEvent | BadassForceKilledEvent | BadassForceMatchFinishedEvent | BadassForceMatchStartedEvent | BadassForcePowerEvent | BadassForceResignedEvent | BadassForceRevealedEvent | BadassForceSeatControlEvent | BadassForceSeatSettingsEvent | BadassForceSetUpEvent | BadassForceTimeoutEvent | BadassForceTurnEvent | BadassForceVengeanceEvent | BadassForceWindowClosedEvent | BadTrevorAttackEvent | BadTrevorCarryOnEvent | BadTrevorDemandEvent | BadTrevorEffectEvent | BadTrevorForfeitEvent | BadTrevorHandOffEvent | BadTrevorKevinEvent | BadTrevorKevinFumbledEvent | BadTrevorLaidEvent | BadTrevorLeftHoldingTrevorEvent | BadTrevorLookoutEvent | BadTrevorMatchFinishedEvent | BadTrevorMatchStartedEvent | BadTrevorNoEffectEvent | BadTrevorOutEvent | BadTrevorPaybackEvent | BadTrevorPickedEvent | BadTrevorPlayBeginsEvent | BadTrevorReadyEvent | BadTrevorRescuedEvent | BadTrevorResignedEvent | BadTrevorReverseEvent | BadTrevorSeatControlEvent | BadTrevorSeatSettingsEvent | BadTrevorTimeoutEvent | BadTrevorTurnEvent | BadTrevorWindowClosedEvent | BadTrevorWindowPassedEvent | PracticalGuideToEvilCoinEvent | PracticalGuideToEvilControlEvent | PracticalGuideToEvilDestroyedEvent | PracticalGuideToEvilDiscardedEvent | PracticalGuideToEvilDrewEvent | PracticalGuideToEvilDuelEvent | PracticalGuideToEvilEndTurnEvent | PracticalGuideToEvilFindEvent | PracticalGuideToEvilForfeitEvent | PracticalGuideToEvilGameOverEvent | PracticalGuideToEvilMarkerRemovedEvent | PracticalGuideToEvilMatchFinishedEvent | PracticalGuideToEvilMatchStartedEvent | PracticalGuideToEvilNotDestroyedEvent | PracticalGuideToEvilPlayedEvent | PracticalGuideToEvilRaisedEvent | PracticalGuideToEvilReshuffledEvent | PracticalGuideToEvilResignedEvent | PracticalGuideToEvilRuleOfThreeBrokenEvent | PracticalGuideToEvilRuleOfThreeEvent | PracticalGuideToEvilRuleOfThreeFulfilledEvent | PracticalGuideToEvilSeatControlEvent | PracticalGuideToEvilShieldedEvent | PracticalGuideToEvilStoryControlEvent | PracticalGuideToEvilStoryDestroyedEvent | PracticalGuideToEvilSwordDrawnEvent | PracticalGuideToEvilSwordDroppedEvent | PracticalGuideToEvilTimeoutEvent | PracticalGuideToEvilTurnEvent | PracticalGuideToEvilUsedEvent | RevengeOfTheBMovieAddedEvent | RevengeOfTheBMovieDealtEvent | RevengeOfTheBMovieDiscardedEvent | RevengeOfTheBMovieEndTurnEvent | RevengeOfTheBMovieFirstDealerEvent | RevengeOfTheBMovieForfeitEvent | RevengeOfTheBMovieGameOverEvent | RevengeOfTheBMovieMatchFinishedEvent | RevengeOfTheBMovieMatchStartedEvent | RevengeOfTheBMovieRearrangedEvent | RevengeOfTheBMovieReshuffledEvent | RevengeOfTheBMovieResignedEvent | RevengeOfTheBMovieRoundEvent | RevengeOfTheBMovieSaleEvent | RevengeOfTheBMovieSeatControlEvent | RevengeOfTheBMovieSellingEvent | RevengeOfTheBMovieStartedEvent | RevengeOfTheBMovieTimeoutEvent | RevengeOfTheBMovieTrashedEvent | RevengeOfTheBMovieWrappedEvent | VillainousBiggerAndBadderActivatedEvent | VillainousBiggerAndBadderAnsweredEvent | VillainousBiggerAndBadderAttachedEvent | VillainousBiggerAndBadderConditionPlayedEvent | VillainousBiggerAndBadderConditionReturnedEvent | VillainousBiggerAndBadderConditionsModeEvent | VillainousBiggerAndBadderDefeatedEvent | VillainousBiggerAndBadderDiscardedCardsEvent | VillainousBiggerAndBadderDiscardedEvent | VillainousBiggerAndBadderDrewEvent | VillainousBiggerAndBadderFateDiscardedEvent | VillainousBiggerAndBadderFateEvent | VillainousBiggerAndBadderFatePlayedEvent | VillainousBiggerAndBadderFlippedEvent | VillainousBiggerAndBadderFoundEvent | VillainousBiggerAndBadderHandRevealedEvent | VillainousBiggerAndBadderLookedAtEvent | VillainousBiggerAndBadderMatchFinishedEvent | VillainousBiggerAndBadderMatchStartedEvent | VillainousBiggerAndBadderMovedEvent | VillainousBiggerAndBadderMoverEvent | VillainousBiggerAndBadderObjectiveEvent | VillainousBiggerAndBadderOmnidroidEvent | VillainousBiggerAndBadderPaidEvent | VillainousBiggerAndBadderPlacedEvent | VillainousBiggerAndBadderPlayedEvent | VillainousBiggerAndBadderPowerEvent | VillainousBiggerAndBadderReorderedEvent | VillainousBiggerAndBadderReshuffledEvent | VillainousBiggerAndBadderResignedEvent | VillainousBiggerAndBadderResolvedEvent | VillainousBiggerAndBadderRevealedEvent | VillainousBiggerAndBadderSeatControlEvent | VillainousBiggerAndBadderSeatSettingsEvent | VillainousBiggerAndBadderSetUpEvent | VillainousBiggerAndBadderShieldedEvent | VillainousBiggerAndBadderShuffledInEvent | VillainousBiggerAndBadderStaysEvent | VillainousBiggerAndBadderSwappedEvent | VillainousBiggerAndBadderTimeoutEvent | VillainousBiggerAndBadderTokensEvent | VillainousBiggerAndBadderTurnEvent | VillainousBiggerAndBadderVanquishEvent | VillainousBiggerAndBadderWindowClosedEvent | VillainousBiggerAndBadderWindowOpenedEvent | VillainousBiggerAndBadderZeroedEvent]
    decisions: list[Decision]
    has_more: bool
    delivery: str





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
        from ..models.bad_trevor_window_closed_event import BadTrevorWindowClosedEvent # noqa: PLC0415
        from ..models.bad_trevor_window_passed_event import BadTrevorWindowPassedEvent # noqa: PLC0415
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
        from ..models.badass_force_window_closed_event import BadassForceWindowClosedEvent # noqa: PLC0415
        from ..models.decision import Decision # noqa: PLC0415
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
        from ..models.revenge_of_the_b_movie_added_event import RevengeOfTheBMovieAddedEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_dealt_event import RevengeOfTheBMovieDealtEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_discarded_event import RevengeOfTheBMovieDiscardedEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_end_turn_event import RevengeOfTheBMovieEndTurnEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_first_dealer_event import RevengeOfTheBMovieFirstDealerEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_forfeit_event import RevengeOfTheBMovieForfeitEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_game_over_event import RevengeOfTheBMovieGameOverEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_match_finished_event import RevengeOfTheBMovieMatchFinishedEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_match_started_event import RevengeOfTheBMovieMatchStartedEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_rearranged_event import RevengeOfTheBMovieRearrangedEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_reshuffled_event import RevengeOfTheBMovieReshuffledEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_resigned_event import RevengeOfTheBMovieResignedEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_round_event import RevengeOfTheBMovieRoundEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_sale_event import RevengeOfTheBMovieSaleEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_seat_control_event import RevengeOfTheBMovieSeatControlEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_selling_event import RevengeOfTheBMovieSellingEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_started_event import RevengeOfTheBMovieStartedEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_timeout_event import RevengeOfTheBMovieTimeoutEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_trashed_event import RevengeOfTheBMovieTrashedEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_wrapped_event import RevengeOfTheBMovieWrappedEvent # noqa: PLC0415
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
        from ..models.villainous_bigger_and_badder_window_closed_event import VillainousBiggerAndBadderWindowClosedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_window_opened_event import VillainousBiggerAndBadderWindowOpenedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_zeroed_event import VillainousBiggerAndBadderZeroedEvent # noqa: PLC0415
        match_id = self.match_id

        game = self.game

        version = self.version

        status = self.status.value

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
            elif isinstance(events_item_data, BadTrevorForfeitEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BadassForceMatchStartedEvent):
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
            elif isinstance(events_item_data, BadassForceGameOverEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PracticalGuideToEvilMatchStartedEvent):
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
            elif isinstance(events_item_data, PracticalGuideToEvilGameOverEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RevengeOfTheBMovieMatchStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RevengeOfTheBMovieMatchFinishedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RevengeOfTheBMovieSeatControlEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RevengeOfTheBMovieTimeoutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RevengeOfTheBMovieResignedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RevengeOfTheBMovieFirstDealerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RevengeOfTheBMovieRoundEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RevengeOfTheBMovieDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RevengeOfTheBMovieReshuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RevengeOfTheBMovieStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RevengeOfTheBMovieAddedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RevengeOfTheBMovieDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RevengeOfTheBMovieRearrangedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RevengeOfTheBMovieWrappedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RevengeOfTheBMovieEndTurnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RevengeOfTheBMovieSellingEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RevengeOfTheBMovieSaleEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RevengeOfTheBMovieTrashedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RevengeOfTheBMovieForfeitEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RevengeOfTheBMovieGameOverEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VillainousBiggerAndBadderMatchStartedEvent):
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



        decisions = []
        for decisions_item_data in self.decisions:
            decisions_item = decisions_item_data.to_dict()
            decisions.append(decisions_item)



        has_more = self.has_more

        delivery = self.delivery


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "match_id": match_id,
            "game": game,
            "version": version,
            "status": status,
            "events": events,
            "decisions": decisions,
            "has_more": has_more,
            "delivery": delivery,
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
        from ..models.bad_trevor_window_closed_event import BadTrevorWindowClosedEvent # noqa: PLC0415
        from ..models.bad_trevor_window_passed_event import BadTrevorWindowPassedEvent # noqa: PLC0415
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
        from ..models.badass_force_window_closed_event import BadassForceWindowClosedEvent # noqa: PLC0415
        from ..models.decision import Decision # noqa: PLC0415
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
        from ..models.revenge_of_the_b_movie_added_event import RevengeOfTheBMovieAddedEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_dealt_event import RevengeOfTheBMovieDealtEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_discarded_event import RevengeOfTheBMovieDiscardedEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_end_turn_event import RevengeOfTheBMovieEndTurnEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_first_dealer_event import RevengeOfTheBMovieFirstDealerEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_forfeit_event import RevengeOfTheBMovieForfeitEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_game_over_event import RevengeOfTheBMovieGameOverEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_match_finished_event import RevengeOfTheBMovieMatchFinishedEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_match_started_event import RevengeOfTheBMovieMatchStartedEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_rearranged_event import RevengeOfTheBMovieRearrangedEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_reshuffled_event import RevengeOfTheBMovieReshuffledEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_resigned_event import RevengeOfTheBMovieResignedEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_round_event import RevengeOfTheBMovieRoundEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_sale_event import RevengeOfTheBMovieSaleEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_seat_control_event import RevengeOfTheBMovieSeatControlEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_selling_event import RevengeOfTheBMovieSellingEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_started_event import RevengeOfTheBMovieStartedEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_timeout_event import RevengeOfTheBMovieTimeoutEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_trashed_event import RevengeOfTheBMovieTrashedEvent # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_wrapped_event import RevengeOfTheBMovieWrappedEvent # noqa: PLC0415
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
        from ..models.villainous_bigger_and_badder_window_closed_event import VillainousBiggerAndBadderWindowClosedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_window_opened_event import VillainousBiggerAndBadderWindowOpenedEvent # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_zeroed_event import VillainousBiggerAndBadderZeroedEvent # noqa: PLC0415
        d = dict(src_dict)
        match_id = d.pop("match_id")

        game = d.pop("game")

        version = d.pop("version")

        status = WebhookDeliveryStatus(d.pop("status"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> BadassForceAnnouncedEvent | BadassForceAnsweredEvent | BadassForceArmouryEvent | BadassForceBonusEvent | BadassForceBulletproofEvent | BadassForceChangedCharacterEvent | BadassForceChangedWeaponEvent | BadassForceChargesEvent | BadassForceChoseEvent | BadassForceExecutedEvent | BadassForceExplodedEvent | BadassForceGameOverEvent | BadassForceKilledEvent | BadassForceMatchFinishedEvent | BadassForceMatchStartedEvent | BadassForcePowerEvent | BadassForceResignedEvent | BadassForceRevealedEvent | BadassForceSeatControlEvent | BadassForceSeatSettingsEvent | BadassForceSetUpEvent | BadassForceTimeoutEvent | BadassForceTurnEvent | BadassForceVengeanceEvent | BadassForceWindowClosedEvent | BadTrevorAttackEvent | BadTrevorCarryOnEvent | BadTrevorDemandEvent | BadTrevorEffectEvent | BadTrevorForfeitEvent | BadTrevorHandOffEvent | BadTrevorKevinEvent | BadTrevorKevinFumbledEvent | BadTrevorLaidEvent | BadTrevorLeftHoldingTrevorEvent | BadTrevorLookoutEvent | BadTrevorMatchFinishedEvent | BadTrevorMatchStartedEvent | BadTrevorNoEffectEvent | BadTrevorOutEvent | BadTrevorPaybackEvent | BadTrevorPickedEvent | BadTrevorPlayBeginsEvent | BadTrevorReadyEvent | BadTrevorRescuedEvent | BadTrevorResignedEvent | BadTrevorReverseEvent | BadTrevorSeatControlEvent | BadTrevorSeatSettingsEvent | BadTrevorTimeoutEvent | BadTrevorTurnEvent | BadTrevorWindowClosedEvent | BadTrevorWindowPassedEvent | PracticalGuideToEvilCoinEvent | PracticalGuideToEvilControlEvent | PracticalGuideToEvilDestroyedEvent | PracticalGuideToEvilDiscardedEvent | PracticalGuideToEvilDrewEvent | PracticalGuideToEvilDuelEvent | PracticalGuideToEvilEndTurnEvent | PracticalGuideToEvilFindEvent | PracticalGuideToEvilForfeitEvent | PracticalGuideToEvilGameOverEvent | PracticalGuideToEvilMarkerRemovedEvent | PracticalGuideToEvilMatchFinishedEvent | PracticalGuideToEvilMatchStartedEvent | PracticalGuideToEvilNotDestroyedEvent | PracticalGuideToEvilPlayedEvent | PracticalGuideToEvilRaisedEvent | PracticalGuideToEvilReshuffledEvent | PracticalGuideToEvilResignedEvent | PracticalGuideToEvilRuleOfThreeBrokenEvent | PracticalGuideToEvilRuleOfThreeEvent | PracticalGuideToEvilRuleOfThreeFulfilledEvent | PracticalGuideToEvilSeatControlEvent | PracticalGuideToEvilShieldedEvent | PracticalGuideToEvilStoryControlEvent | PracticalGuideToEvilStoryDestroyedEvent | PracticalGuideToEvilSwordDrawnEvent | PracticalGuideToEvilSwordDroppedEvent | PracticalGuideToEvilTimeoutEvent | PracticalGuideToEvilTurnEvent | PracticalGuideToEvilUsedEvent | RevengeOfTheBMovieAddedEvent | RevengeOfTheBMovieDealtEvent | RevengeOfTheBMovieDiscardedEvent | RevengeOfTheBMovieEndTurnEvent | RevengeOfTheBMovieFirstDealerEvent | RevengeOfTheBMovieForfeitEvent | RevengeOfTheBMovieGameOverEvent | RevengeOfTheBMovieMatchFinishedEvent | RevengeOfTheBMovieMatchStartedEvent | RevengeOfTheBMovieRearrangedEvent | RevengeOfTheBMovieReshuffledEvent | RevengeOfTheBMovieResignedEvent | RevengeOfTheBMovieRoundEvent | RevengeOfTheBMovieSaleEvent | RevengeOfTheBMovieSeatControlEvent | RevengeOfTheBMovieSellingEvent | RevengeOfTheBMovieStartedEvent | RevengeOfTheBMovieTimeoutEvent | RevengeOfTheBMovieTrashedEvent | RevengeOfTheBMovieWrappedEvent | VillainousBiggerAndBadderActivatedEvent | VillainousBiggerAndBadderAnsweredEvent | VillainousBiggerAndBadderAttachedEvent | VillainousBiggerAndBadderConditionPlayedEvent | VillainousBiggerAndBadderConditionReturnedEvent | VillainousBiggerAndBadderConditionsModeEvent | VillainousBiggerAndBadderDefeatedEvent | VillainousBiggerAndBadderDiscardedCardsEvent | VillainousBiggerAndBadderDiscardedEvent | VillainousBiggerAndBadderDrewEvent | VillainousBiggerAndBadderFateDiscardedEvent | VillainousBiggerAndBadderFateEvent | VillainousBiggerAndBadderFatePlayedEvent | VillainousBiggerAndBadderFlippedEvent | VillainousBiggerAndBadderFoundEvent | VillainousBiggerAndBadderHandRevealedEvent | VillainousBiggerAndBadderLookedAtEvent | VillainousBiggerAndBadderMatchFinishedEvent | VillainousBiggerAndBadderMatchStartedEvent | VillainousBiggerAndBadderMovedEvent | VillainousBiggerAndBadderMoverEvent | VillainousBiggerAndBadderObjectiveEvent | VillainousBiggerAndBadderOmnidroidEvent | VillainousBiggerAndBadderPaidEvent | VillainousBiggerAndBadderPlacedEvent | VillainousBiggerAndBadderPlayedEvent | VillainousBiggerAndBadderPowerEvent | VillainousBiggerAndBadderReorderedEvent | VillainousBiggerAndBadderReshuffledEvent | VillainousBiggerAndBadderResignedEvent | VillainousBiggerAndBadderResolvedEvent | VillainousBiggerAndBadderRevealedEvent | VillainousBiggerAndBadderSeatControlEvent | VillainousBiggerAndBadderSeatSettingsEvent | VillainousBiggerAndBadderSetUpEvent | VillainousBiggerAndBadderShieldedEvent | VillainousBiggerAndBadderShuffledInEvent | VillainousBiggerAndBadderStaysEvent | VillainousBiggerAndBadderSwappedEvent | VillainousBiggerAndBadderTimeoutEvent | VillainousBiggerAndBadderTokensEvent | VillainousBiggerAndBadderTurnEvent | VillainousBiggerAndBadderVanquishEvent | VillainousBiggerAndBadderWindowClosedEvent | VillainousBiggerAndBadderWindowOpenedEvent | VillainousBiggerAndBadderZeroedEvent:
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
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_event_type_27 = BadTrevorForfeitEvent.from_dict(data)



                    return componentsschemas_bad_trevor_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
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
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_event_type_24 = BadassForceGameOverEvent.from_dict(data)



                    return componentsschemas_badass_force_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
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
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_event_type_29 = PracticalGuideToEvilGameOverEvent.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_event_type_0 = RevengeOfTheBMovieMatchStartedEvent.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_event_type_1 = RevengeOfTheBMovieMatchFinishedEvent.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_event_type_2 = RevengeOfTheBMovieSeatControlEvent.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_event_type_3 = RevengeOfTheBMovieTimeoutEvent.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_event_type_4 = RevengeOfTheBMovieResignedEvent.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_event_type_5 = RevengeOfTheBMovieFirstDealerEvent.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_event_type_6 = RevengeOfTheBMovieRoundEvent.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_event_type_7 = RevengeOfTheBMovieDealtEvent.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_event_type_8 = RevengeOfTheBMovieReshuffledEvent.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_event_type_9 = RevengeOfTheBMovieStartedEvent.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_event_type_10 = RevengeOfTheBMovieAddedEvent.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_event_type_11 = RevengeOfTheBMovieDiscardedEvent.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_event_type_12 = RevengeOfTheBMovieRearrangedEvent.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_event_type_13 = RevengeOfTheBMovieWrappedEvent.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_event_type_14 = RevengeOfTheBMovieEndTurnEvent.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_event_type_15 = RevengeOfTheBMovieSellingEvent.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_event_type_16 = RevengeOfTheBMovieSaleEvent.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_event_type_17 = RevengeOfTheBMovieTrashedEvent.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_event_type_18 = RevengeOfTheBMovieForfeitEvent.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_event_type_19 = RevengeOfTheBMovieGameOverEvent.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
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


        decisions = []
        _decisions = d.pop("decisions")
        for decisions_item_data in (_decisions):
            decisions_item = Decision.from_dict(decisions_item_data)



            decisions.append(decisions_item)


        has_more = d.pop("has_more")

        delivery = d.pop("delivery")

        webhook_delivery = cls(
            match_id=match_id,
            game=game,
            version=version,
            status=status,
            events=events,
            decisions=decisions,
            has_more=has_more,
            delivery=delivery,
        )

        return webhook_delivery

