""" Contains all the data models used in inputs/outputs """

from .action_list import ActionList
from .action_list_reason import ActionListReason
from .action_type import ActionType
from .action_type_args import ActionTypeArgs
from .action_type_args_additional_property import ActionTypeArgsAdditionalProperty
from .bad_trevor_attack_event import BadTrevorAttackEvent
from .bad_trevor_carry_on_action import BadTrevorCarryOnAction
from .bad_trevor_carry_on_event import BadTrevorCarryOnEvent
from .bad_trevor_demand_action import BadTrevorDemandAction
from .bad_trevor_demand_event import BadTrevorDemandEvent
from .bad_trevor_effect_event import BadTrevorEffectEvent
from .bad_trevor_effect_event_effect import BadTrevorEffectEventEffect
from .bad_trevor_event_list import BadTrevorEventList
from .bad_trevor_forfeit_event import BadTrevorForfeitEvent
from .bad_trevor_give_action import BadTrevorGiveAction
from .bad_trevor_hand_off_action import BadTrevorHandOffAction
from .bad_trevor_hand_off_event import BadTrevorHandOffEvent
from .bad_trevor_kevin_action import BadTrevorKevinAction
from .bad_trevor_kevin_event import BadTrevorKevinEvent
from .bad_trevor_kevin_fumbled_event import BadTrevorKevinFumbledEvent
from .bad_trevor_laid_event import BadTrevorLaidEvent
from .bad_trevor_lay_action import BadTrevorLayAction
from .bad_trevor_left_holding_trevor_event import BadTrevorLeftHoldingTrevorEvent
from .bad_trevor_lookout_action import BadTrevorLookoutAction
from .bad_trevor_lookout_event import BadTrevorLookoutEvent
from .bad_trevor_match_finished_event import BadTrevorMatchFinishedEvent
from .bad_trevor_match_finished_event_outcome import BadTrevorMatchFinishedEventOutcome
from .bad_trevor_match_options import BadTrevorMatchOptions
from .bad_trevor_match_options_on_timeout import BadTrevorMatchOptionsOnTimeout
from .bad_trevor_match_started_event import BadTrevorMatchStartedEvent
from .bad_trevor_match_started_event_seed_source import BadTrevorMatchStartedEventSeedSource
from .bad_trevor_no_effect_event import BadTrevorNoEffectEvent
from .bad_trevor_no_effect_event_effect import BadTrevorNoEffectEventEffect
from .bad_trevor_out_event import BadTrevorOutEvent
from .bad_trevor_out_event_how import BadTrevorOutEventHow
from .bad_trevor_outcome import BadTrevorOutcome
from .bad_trevor_pass_action import BadTrevorPassAction
from .bad_trevor_payback_event import BadTrevorPaybackEvent
from .bad_trevor_pick_action import BadTrevorPickAction
from .bad_trevor_picked_event import BadTrevorPickedEvent
from .bad_trevor_picked_event_effect import BadTrevorPickedEventEffect
from .bad_trevor_picked_event_kind import BadTrevorPickedEventKind
from .bad_trevor_play_begins_event import BadTrevorPlayBeginsEvent
from .bad_trevor_play_begins_event_direction import BadTrevorPlayBeginsEventDirection
from .bad_trevor_ready_action import BadTrevorReadyAction
from .bad_trevor_ready_event import BadTrevorReadyEvent
from .bad_trevor_replay import BadTrevorReplay
from .bad_trevor_replay_frame import BadTrevorReplayFrame
from .bad_trevor_rescue_action import BadTrevorRescueAction
from .bad_trevor_rescued_event import BadTrevorRescuedEvent
from .bad_trevor_resign_action import BadTrevorResignAction
from .bad_trevor_resigned_event import BadTrevorResignedEvent
from .bad_trevor_reverse_action import BadTrevorReverseAction
from .bad_trevor_reverse_event import BadTrevorReverseEvent
from .bad_trevor_reverse_event_direction import BadTrevorReverseEventDirection
from .bad_trevor_seat_control_event import BadTrevorSeatControlEvent
from .bad_trevor_seat_control_event_control import BadTrevorSeatControlEventControl
from .bad_trevor_seat_control_event_until import BadTrevorSeatControlEventUntil
from .bad_trevor_seat_request import BadTrevorSeatRequest
from .bad_trevor_seat_request_strategy import BadTrevorSeatRequestStrategy
from .bad_trevor_seat_request_type import BadTrevorSeatRequestType
from .bad_trevor_submit_result import BadTrevorSubmitResult
from .bad_trevor_table import BadTrevorTable
from .bad_trevor_table_attack_type_0 import BadTrevorTableAttackType0
from .bad_trevor_table_direction import BadTrevorTableDirection
from .bad_trevor_table_kevin import BadTrevorTableKevin
from .bad_trevor_table_pending_type_0 import BadTrevorTablePendingType0
from .bad_trevor_table_phase import BadTrevorTablePhase
from .bad_trevor_table_step import BadTrevorTableStep
from .bad_trevor_timeout_event import BadTrevorTimeoutEvent
from .bad_trevor_timeout_event_policy import BadTrevorTimeoutEventPolicy
from .bad_trevor_turn_event import BadTrevorTurnEvent
from .bad_trevor_view import BadTrevorView
from .bad_trevor_view_options import BadTrevorViewOptions
from .bad_trevor_view_seed_source import BadTrevorViewSeedSource
from .bad_trevor_view_status import BadTrevorViewStatus
from .bad_trevor_window_closed_event import BadTrevorWindowClosedEvent
from .bad_trevor_window_passed_event import BadTrevorWindowPassedEvent
from .badass_force_announce_action import BadassForceAnnounceAction
from .badass_force_announced_event import BadassForceAnnouncedEvent
from .badass_force_answered_event import BadassForceAnsweredEvent
from .badass_force_answered_event_answer import BadassForceAnsweredEventAnswer
from .badass_force_armoury_action import BadassForceArmouryAction
from .badass_force_armoury_event import BadassForceArmouryEvent
from .badass_force_armoury_event_dice_item import BadassForceArmouryEventDiceItem
from .badass_force_bonus_event import BadassForceBonusEvent
from .badass_force_bulletproof_event import BadassForceBulletproofEvent
from .badass_force_change_action import BadassForceChangeAction
from .badass_force_changed_character_event import BadassForceChangedCharacterEvent
from .badass_force_changed_weapon_event import BadassForceChangedWeaponEvent
from .badass_force_changed_weapon_event_why import BadassForceChangedWeaponEventWhy
from .badass_force_charges_event import BadassForceChargesEvent
from .badass_force_choose_action import BadassForceChooseAction
from .badass_force_chose_event import BadassForceChoseEvent
from .badass_force_chose_event_prompt import BadassForceChoseEventPrompt
from .badass_force_denounce_action import BadassForceDenounceAction
from .badass_force_event_list import BadassForceEventList
from .badass_force_execute_action import BadassForceExecuteAction
from .badass_force_executed_event import BadassForceExecutedEvent
from .badass_force_exploded_event import BadassForceExplodedEvent
from .badass_force_game_over_event import BadassForceGameOverEvent
from .badass_force_game_over_event_reason import BadassForceGameOverEventReason
from .badass_force_killed_event import BadassForceKilledEvent
from .badass_force_killed_event_cause import BadassForceKilledEventCause
from .badass_force_killed_event_from import BadassForceKilledEventFrom
from .badass_force_match_finished_event import BadassForceMatchFinishedEvent
from .badass_force_match_finished_event_outcome import BadassForceMatchFinishedEventOutcome
from .badass_force_match_finished_event_outcome_reason import BadassForceMatchFinishedEventOutcomeReason
from .badass_force_match_options import BadassForceMatchOptions
from .badass_force_match_options_left_out import BadassForceMatchOptionsLeftOut
from .badass_force_match_options_on_timeout import BadassForceMatchOptionsOnTimeout
from .badass_force_match_options_target import BadassForceMatchOptionsTarget
from .badass_force_match_started_event import BadassForceMatchStartedEvent
from .badass_force_match_started_event_seed_source import BadassForceMatchStartedEventSeedSource
from .badass_force_outcome import BadassForceOutcome
from .badass_force_outcome_reason import BadassForceOutcomeReason
from .badass_force_pass_action import BadassForcePassAction
from .badass_force_power_action import BadassForcePowerAction
from .badass_force_power_event import BadassForcePowerEvent
from .badass_force_power_event_mode import BadassForcePowerEventMode
from .badass_force_replay import BadassForceReplay
from .badass_force_replay_frame import BadassForceReplayFrame
from .badass_force_resign_action import BadassForceResignAction
from .badass_force_resigned_event import BadassForceResignedEvent
from .badass_force_revealed_event import BadassForceRevealedEvent
from .badass_force_seat_control_event import BadassForceSeatControlEvent
from .badass_force_seat_control_event_control import BadassForceSeatControlEventControl
from .badass_force_seat_control_event_until import BadassForceSeatControlEventUntil
from .badass_force_seat_request import BadassForceSeatRequest
from .badass_force_seat_request_strategy import BadassForceSeatRequestStrategy
from .badass_force_seat_request_type import BadassForceSeatRequestType
from .badass_force_set_up_event import BadassForceSetUpEvent
from .badass_force_submit_result import BadassForceSubmitResult
from .badass_force_swap_action import BadassForceSwapAction
from .badass_force_table import BadassForceTable
from .badass_force_table_announcement_type_0 import BadassForceTableAnnouncementType0
from .badass_force_table_pending_item import BadassForceTablePendingItem
from .badass_force_table_pending_item_prompt import BadassForceTablePendingItemPrompt
from .badass_force_table_players_item import BadassForceTablePlayersItem
from .badass_force_table_players_item_mode import BadassForceTablePlayersItemMode
from .badass_force_table_reason_type_1 import BadassForceTableReasonType1
from .badass_force_table_step import BadassForceTableStep
from .badass_force_timeout_event import BadassForceTimeoutEvent
from .badass_force_timeout_event_policy import BadassForceTimeoutEventPolicy
from .badass_force_turn_event import BadassForceTurnEvent
from .badass_force_vengeance_event import BadassForceVengeanceEvent
from .badass_force_view import BadassForceView
from .badass_force_view_options import BadassForceViewOptions
from .badass_force_view_seed_source import BadassForceViewSeedSource
from .badass_force_view_status import BadassForceViewStatus
from .badass_force_window_closed_event import BadassForceWindowClosedEvent
from .claim_seat import ClaimSeat
from .claimed_seat import ClaimedSeat
from .claimed_seat_status import ClaimedSeatStatus
from .create_bad_trevor_match import CreateBadTrevorMatch
from .create_badass_force_match import CreateBadassForceMatch
from .create_practical_guide_to_evil_match import CreatePracticalGuideToEvilMatch
from .create_revenge_of_the_b_movie_match import CreateRevengeOfTheBMovieMatch
from .created_match import CreatedMatch
from .created_match_options import CreatedMatchOptions
from .created_match_seed_source import CreatedMatchSeedSource
from .created_match_status import CreatedMatchStatus
from .created_seat import CreatedSeat
from .created_seat_type import CreatedSeatType
from .decision import Decision
from .error import Error
from .error_details import ErrorDetails
from .export import Export
from .export_log_item import ExportLogItem
from .export_options import ExportOptions
from .game import Game
from .game_reference import GameReference
from .health import Health
from .match_list import MatchList
from .match_summary import MatchSummary
from .match_summary_status import MatchSummaryStatus
from .option import Option
from .practical_guide_to_evil_coin_event import PracticalGuideToEvilCoinEvent
from .practical_guide_to_evil_coin_event_result import PracticalGuideToEvilCoinEventResult
from .practical_guide_to_evil_control_event import PracticalGuideToEvilControlEvent
from .practical_guide_to_evil_control_event_side import PracticalGuideToEvilControlEventSide
from .practical_guide_to_evil_destroyed_event import PracticalGuideToEvilDestroyedEvent
from .practical_guide_to_evil_discard_action import PracticalGuideToEvilDiscardAction
from .practical_guide_to_evil_discarded_event import PracticalGuideToEvilDiscardedEvent
from .practical_guide_to_evil_drew_event import PracticalGuideToEvilDrewEvent
from .practical_guide_to_evil_drop_marker_action import PracticalGuideToEvilDropMarkerAction
from .practical_guide_to_evil_duel_event import PracticalGuideToEvilDuelEvent
from .practical_guide_to_evil_end_turn_action import PracticalGuideToEvilEndTurnAction
from .practical_guide_to_evil_end_turn_event import PracticalGuideToEvilEndTurnEvent
from .practical_guide_to_evil_event_list import PracticalGuideToEvilEventList
from .practical_guide_to_evil_find_event import PracticalGuideToEvilFindEvent
from .practical_guide_to_evil_forfeit_event import PracticalGuideToEvilForfeitEvent
from .practical_guide_to_evil_game_over_event import PracticalGuideToEvilGameOverEvent
from .practical_guide_to_evil_game_over_event_reason import PracticalGuideToEvilGameOverEventReason
from .practical_guide_to_evil_marker_removed_event import PracticalGuideToEvilMarkerRemovedEvent
from .practical_guide_to_evil_match_finished_event import PracticalGuideToEvilMatchFinishedEvent
from .practical_guide_to_evil_match_finished_event_outcome import PracticalGuideToEvilMatchFinishedEventOutcome
from .practical_guide_to_evil_match_finished_event_outcome_reason import PracticalGuideToEvilMatchFinishedEventOutcomeReason
from .practical_guide_to_evil_match_options import PracticalGuideToEvilMatchOptions
from .practical_guide_to_evil_match_options_on_timeout import PracticalGuideToEvilMatchOptionsOnTimeout
from .practical_guide_to_evil_match_started_event import PracticalGuideToEvilMatchStartedEvent
from .practical_guide_to_evil_match_started_event_seed_source import PracticalGuideToEvilMatchStartedEventSeedSource
from .practical_guide_to_evil_not_destroyed_event import PracticalGuideToEvilNotDestroyedEvent
from .practical_guide_to_evil_outcome import PracticalGuideToEvilOutcome
from .practical_guide_to_evil_outcome_reason import PracticalGuideToEvilOutcomeReason
from .practical_guide_to_evil_play_action import PracticalGuideToEvilPlayAction
from .practical_guide_to_evil_played_event import PracticalGuideToEvilPlayedEvent
from .practical_guide_to_evil_raised_event import PracticalGuideToEvilRaisedEvent
from .practical_guide_to_evil_replay import PracticalGuideToEvilReplay
from .practical_guide_to_evil_replay_frame import PracticalGuideToEvilReplayFrame
from .practical_guide_to_evil_reshuffled_event import PracticalGuideToEvilReshuffledEvent
from .practical_guide_to_evil_resign_action import PracticalGuideToEvilResignAction
from .practical_guide_to_evil_resigned_event import PracticalGuideToEvilResignedEvent
from .practical_guide_to_evil_rule_of_three_broken_event import PracticalGuideToEvilRuleOfThreeBrokenEvent
from .practical_guide_to_evil_rule_of_three_event import PracticalGuideToEvilRuleOfThreeEvent
from .practical_guide_to_evil_rule_of_three_event_trigger import PracticalGuideToEvilRuleOfThreeEventTrigger
from .practical_guide_to_evil_rule_of_three_event_trigger_data import PracticalGuideToEvilRuleOfThreeEventTriggerData
from .practical_guide_to_evil_rule_of_three_event_trigger_rule import PracticalGuideToEvilRuleOfThreeEventTriggerRule
from .practical_guide_to_evil_rule_of_three_fulfilled_event import PracticalGuideToEvilRuleOfThreeFulfilledEvent
from .practical_guide_to_evil_seat_control_event import PracticalGuideToEvilSeatControlEvent
from .practical_guide_to_evil_seat_control_event_control import PracticalGuideToEvilSeatControlEventControl
from .practical_guide_to_evil_seat_control_event_until import PracticalGuideToEvilSeatControlEventUntil
from .practical_guide_to_evil_seat_request import PracticalGuideToEvilSeatRequest
from .practical_guide_to_evil_seat_request_strategy import PracticalGuideToEvilSeatRequestStrategy
from .practical_guide_to_evil_seat_request_type import PracticalGuideToEvilSeatRequestType
from .practical_guide_to_evil_shielded_event import PracticalGuideToEvilShieldedEvent
from .practical_guide_to_evil_story_control_event import PracticalGuideToEvilStoryControlEvent
from .practical_guide_to_evil_story_destroyed_event import PracticalGuideToEvilStoryDestroyedEvent
from .practical_guide_to_evil_submit_result import PracticalGuideToEvilSubmitResult
from .practical_guide_to_evil_sword_drawn_event import PracticalGuideToEvilSwordDrawnEvent
from .practical_guide_to_evil_sword_dropped_event import PracticalGuideToEvilSwordDroppedEvent
from .practical_guide_to_evil_table import PracticalGuideToEvilTable
from .practical_guide_to_evil_table_grudges_item import PracticalGuideToEvilTableGrudgesItem
from .practical_guide_to_evil_table_play import PracticalGuideToEvilTablePlay
from .practical_guide_to_evil_table_play_additional_property import PracticalGuideToEvilTablePlayAdditionalProperty
from .practical_guide_to_evil_table_play_additional_property_side_type_1 import PracticalGuideToEvilTablePlayAdditionalPropertySideType1
from .practical_guide_to_evil_table_reason_type_1 import PracticalGuideToEvilTableReasonType1
from .practical_guide_to_evil_table_shields import PracticalGuideToEvilTableShields
from .practical_guide_to_evil_table_step import PracticalGuideToEvilTableStep
from .practical_guide_to_evil_table_stories_item_item import PracticalGuideToEvilTableStoriesItemItem
from .practical_guide_to_evil_table_triggers_item import PracticalGuideToEvilTableTriggersItem
from .practical_guide_to_evil_table_triggers_item_data import PracticalGuideToEvilTableTriggersItemData
from .practical_guide_to_evil_table_triggers_item_rule import PracticalGuideToEvilTableTriggersItemRule
from .practical_guide_to_evil_table_used_item import PracticalGuideToEvilTableUsedItem
from .practical_guide_to_evil_timeout_event import PracticalGuideToEvilTimeoutEvent
from .practical_guide_to_evil_timeout_event_policy import PracticalGuideToEvilTimeoutEventPolicy
from .practical_guide_to_evil_turn_event import PracticalGuideToEvilTurnEvent
from .practical_guide_to_evil_use_aspect_action import PracticalGuideToEvilUseAspectAction
from .practical_guide_to_evil_used_event import PracticalGuideToEvilUsedEvent
from .practical_guide_to_evil_view import PracticalGuideToEvilView
from .practical_guide_to_evil_view_options import PracticalGuideToEvilViewOptions
from .practical_guide_to_evil_view_seed_source import PracticalGuideToEvilViewSeedSource
from .practical_guide_to_evil_view_status import PracticalGuideToEvilViewStatus
from .reissued_token import ReissuedToken
from .revenge_of_the_b_movie_add_action import RevengeOfTheBMovieAddAction
from .revenge_of_the_b_movie_added_event import RevengeOfTheBMovieAddedEvent
from .revenge_of_the_b_movie_added_event_as import RevengeOfTheBMovieAddedEventAs
from .revenge_of_the_b_movie_dealt_event import RevengeOfTheBMovieDealtEvent
from .revenge_of_the_b_movie_discard_action import RevengeOfTheBMovieDiscardAction
from .revenge_of_the_b_movie_discarded_event import RevengeOfTheBMovieDiscardedEvent
from .revenge_of_the_b_movie_end_turn_action import RevengeOfTheBMovieEndTurnAction
from .revenge_of_the_b_movie_end_turn_event import RevengeOfTheBMovieEndTurnEvent
from .revenge_of_the_b_movie_event_list import RevengeOfTheBMovieEventList
from .revenge_of_the_b_movie_first_dealer_event import RevengeOfTheBMovieFirstDealerEvent
from .revenge_of_the_b_movie_first_dealer_event_reveals_item_item import RevengeOfTheBMovieFirstDealerEventRevealsItemItem
from .revenge_of_the_b_movie_forfeit_event import RevengeOfTheBMovieForfeitEvent
from .revenge_of_the_b_movie_game_over_event import RevengeOfTheBMovieGameOverEvent
from .revenge_of_the_b_movie_game_over_event_reason import RevengeOfTheBMovieGameOverEventReason
from .revenge_of_the_b_movie_keep_action import RevengeOfTheBMovieKeepAction
from .revenge_of_the_b_movie_match_finished_event import RevengeOfTheBMovieMatchFinishedEvent
from .revenge_of_the_b_movie_match_finished_event_outcome import RevengeOfTheBMovieMatchFinishedEventOutcome
from .revenge_of_the_b_movie_match_finished_event_outcome_reason import RevengeOfTheBMovieMatchFinishedEventOutcomeReason
from .revenge_of_the_b_movie_match_options import RevengeOfTheBMovieMatchOptions
from .revenge_of_the_b_movie_match_options_on_timeout import RevengeOfTheBMovieMatchOptionsOnTimeout
from .revenge_of_the_b_movie_match_started_event import RevengeOfTheBMovieMatchStartedEvent
from .revenge_of_the_b_movie_match_started_event_seed_source import RevengeOfTheBMovieMatchStartedEventSeedSource
from .revenge_of_the_b_movie_outcome import RevengeOfTheBMovieOutcome
from .revenge_of_the_b_movie_outcome_reason import RevengeOfTheBMovieOutcomeReason
from .revenge_of_the_b_movie_rearrange_action import RevengeOfTheBMovieRearrangeAction
from .revenge_of_the_b_movie_rearranged_event import RevengeOfTheBMovieRearrangedEvent
from .revenge_of_the_b_movie_rearranged_event_cards_item import RevengeOfTheBMovieRearrangedEventCardsItem
from .revenge_of_the_b_movie_rearranged_event_cards_item_as import RevengeOfTheBMovieRearrangedEventCardsItemAs
from .revenge_of_the_b_movie_replay import RevengeOfTheBMovieReplay
from .revenge_of_the_b_movie_replay_frame import RevengeOfTheBMovieReplayFrame
from .revenge_of_the_b_movie_reshuffled_event import RevengeOfTheBMovieReshuffledEvent
from .revenge_of_the_b_movie_resign_action import RevengeOfTheBMovieResignAction
from .revenge_of_the_b_movie_resigned_event import RevengeOfTheBMovieResignedEvent
from .revenge_of_the_b_movie_round_event import RevengeOfTheBMovieRoundEvent
from .revenge_of_the_b_movie_sale_event import RevengeOfTheBMovieSaleEvent
from .revenge_of_the_b_movie_seat_control_event import RevengeOfTheBMovieSeatControlEvent
from .revenge_of_the_b_movie_seat_control_event_control import RevengeOfTheBMovieSeatControlEventControl
from .revenge_of_the_b_movie_seat_control_event_until import RevengeOfTheBMovieSeatControlEventUntil
from .revenge_of_the_b_movie_seat_request import RevengeOfTheBMovieSeatRequest
from .revenge_of_the_b_movie_seat_request_strategy import RevengeOfTheBMovieSeatRequestStrategy
from .revenge_of_the_b_movie_seat_request_type import RevengeOfTheBMovieSeatRequestType
from .revenge_of_the_b_movie_selling_event import RevengeOfTheBMovieSellingEvent
from .revenge_of_the_b_movie_start_action import RevengeOfTheBMovieStartAction
from .revenge_of_the_b_movie_started_event import RevengeOfTheBMovieStartedEvent
from .revenge_of_the_b_movie_started_event_as import RevengeOfTheBMovieStartedEventAs
from .revenge_of_the_b_movie_submit_result import RevengeOfTheBMovieSubmitResult
from .revenge_of_the_b_movie_table import RevengeOfTheBMovieTable
from .revenge_of_the_b_movie_table_films_item import RevengeOfTheBMovieTableFilmsItem
from .revenge_of_the_b_movie_table_films_item_cards_item import RevengeOfTheBMovieTableFilmsItemCardsItem
from .revenge_of_the_b_movie_table_films_item_cards_item_as import RevengeOfTheBMovieTableFilmsItemCardsItemAs
from .revenge_of_the_b_movie_table_reason_type_1 import RevengeOfTheBMovieTableReasonType1
from .revenge_of_the_b_movie_table_step import RevengeOfTheBMovieTableStep
from .revenge_of_the_b_movie_timeout_event import RevengeOfTheBMovieTimeoutEvent
from .revenge_of_the_b_movie_timeout_event_policy import RevengeOfTheBMovieTimeoutEventPolicy
from .revenge_of_the_b_movie_trashed_event import RevengeOfTheBMovieTrashedEvent
from .revenge_of_the_b_movie_view import RevengeOfTheBMovieView
from .revenge_of_the_b_movie_view_options import RevengeOfTheBMovieViewOptions
from .revenge_of_the_b_movie_view_seed_source import RevengeOfTheBMovieViewSeedSource
from .revenge_of_the_b_movie_view_status import RevengeOfTheBMovieViewStatus
from .revenge_of_the_b_movie_wrap_action import RevengeOfTheBMovieWrapAction
from .revenge_of_the_b_movie_wrapped_event import RevengeOfTheBMovieWrappedEvent
from .seat_control import SeatControl
from .seat_control_control import SeatControlControl
from .seat_control_result import SeatControlResult
from .seat_control_result_control import SeatControlResultControl
from .seat_control_strategy import SeatControlStrategy
from .seat_control_view import SeatControlView
from .seat_control_view_control import SeatControlViewControl
from .seat_summary import SeatSummary
from .seat_summary_type import SeatSummaryType
from .start_match import StartMatch
from .start_match_strategy import StartMatchStrategy
from .stream_end import StreamEnd
from .stream_end_outcome import StreamEndOutcome
from .stream_end_status import StreamEndStatus
from .stream_state import StreamState
from .stream_state_reason import StreamStateReason
from .stream_state_status import StreamStateStatus
from .stream_ticket import StreamTicket
from .submit_action import SubmitAction
from .webhook import Webhook
from .webhook_attempt import WebhookAttempt
from .webhook_created import WebhookCreated
from .webhook_created_source import WebhookCreatedSource
from .webhook_delivery import WebhookDelivery
from .webhook_delivery_status import WebhookDeliveryStatus
from .webhook_request import WebhookRequest
from .webhook_source import WebhookSource
from .webhook_status import WebhookStatus

__all__ = (
    "ActionList",
    "ActionListReason",
    "ActionType",
    "ActionTypeArgs",
    "ActionTypeArgsAdditionalProperty",
    "BadassForceAnnounceAction",
    "BadassForceAnnouncedEvent",
    "BadassForceAnsweredEvent",
    "BadassForceAnsweredEventAnswer",
    "BadassForceArmouryAction",
    "BadassForceArmouryEvent",
    "BadassForceArmouryEventDiceItem",
    "BadassForceBonusEvent",
    "BadassForceBulletproofEvent",
    "BadassForceChangeAction",
    "BadassForceChangedCharacterEvent",
    "BadassForceChangedWeaponEvent",
    "BadassForceChangedWeaponEventWhy",
    "BadassForceChargesEvent",
    "BadassForceChooseAction",
    "BadassForceChoseEvent",
    "BadassForceChoseEventPrompt",
    "BadassForceDenounceAction",
    "BadassForceEventList",
    "BadassForceExecuteAction",
    "BadassForceExecutedEvent",
    "BadassForceExplodedEvent",
    "BadassForceGameOverEvent",
    "BadassForceGameOverEventReason",
    "BadassForceKilledEvent",
    "BadassForceKilledEventCause",
    "BadassForceKilledEventFrom",
    "BadassForceMatchFinishedEvent",
    "BadassForceMatchFinishedEventOutcome",
    "BadassForceMatchFinishedEventOutcomeReason",
    "BadassForceMatchOptions",
    "BadassForceMatchOptionsLeftOut",
    "BadassForceMatchOptionsOnTimeout",
    "BadassForceMatchOptionsTarget",
    "BadassForceMatchStartedEvent",
    "BadassForceMatchStartedEventSeedSource",
    "BadassForceOutcome",
    "BadassForceOutcomeReason",
    "BadassForcePassAction",
    "BadassForcePowerAction",
    "BadassForcePowerEvent",
    "BadassForcePowerEventMode",
    "BadassForceReplay",
    "BadassForceReplayFrame",
    "BadassForceResignAction",
    "BadassForceResignedEvent",
    "BadassForceRevealedEvent",
    "BadassForceSeatControlEvent",
    "BadassForceSeatControlEventControl",
    "BadassForceSeatControlEventUntil",
    "BadassForceSeatRequest",
    "BadassForceSeatRequestStrategy",
    "BadassForceSeatRequestType",
    "BadassForceSetUpEvent",
    "BadassForceSubmitResult",
    "BadassForceSwapAction",
    "BadassForceTable",
    "BadassForceTableAnnouncementType0",
    "BadassForceTablePendingItem",
    "BadassForceTablePendingItemPrompt",
    "BadassForceTablePlayersItem",
    "BadassForceTablePlayersItemMode",
    "BadassForceTableReasonType1",
    "BadassForceTableStep",
    "BadassForceTimeoutEvent",
    "BadassForceTimeoutEventPolicy",
    "BadassForceTurnEvent",
    "BadassForceVengeanceEvent",
    "BadassForceView",
    "BadassForceViewOptions",
    "BadassForceViewSeedSource",
    "BadassForceViewStatus",
    "BadassForceWindowClosedEvent",
    "BadTrevorAttackEvent",
    "BadTrevorCarryOnAction",
    "BadTrevorCarryOnEvent",
    "BadTrevorDemandAction",
    "BadTrevorDemandEvent",
    "BadTrevorEffectEvent",
    "BadTrevorEffectEventEffect",
    "BadTrevorEventList",
    "BadTrevorForfeitEvent",
    "BadTrevorGiveAction",
    "BadTrevorHandOffAction",
    "BadTrevorHandOffEvent",
    "BadTrevorKevinAction",
    "BadTrevorKevinEvent",
    "BadTrevorKevinFumbledEvent",
    "BadTrevorLaidEvent",
    "BadTrevorLayAction",
    "BadTrevorLeftHoldingTrevorEvent",
    "BadTrevorLookoutAction",
    "BadTrevorLookoutEvent",
    "BadTrevorMatchFinishedEvent",
    "BadTrevorMatchFinishedEventOutcome",
    "BadTrevorMatchOptions",
    "BadTrevorMatchOptionsOnTimeout",
    "BadTrevorMatchStartedEvent",
    "BadTrevorMatchStartedEventSeedSource",
    "BadTrevorNoEffectEvent",
    "BadTrevorNoEffectEventEffect",
    "BadTrevorOutcome",
    "BadTrevorOutEvent",
    "BadTrevorOutEventHow",
    "BadTrevorPassAction",
    "BadTrevorPaybackEvent",
    "BadTrevorPickAction",
    "BadTrevorPickedEvent",
    "BadTrevorPickedEventEffect",
    "BadTrevorPickedEventKind",
    "BadTrevorPlayBeginsEvent",
    "BadTrevorPlayBeginsEventDirection",
    "BadTrevorReadyAction",
    "BadTrevorReadyEvent",
    "BadTrevorReplay",
    "BadTrevorReplayFrame",
    "BadTrevorRescueAction",
    "BadTrevorRescuedEvent",
    "BadTrevorResignAction",
    "BadTrevorResignedEvent",
    "BadTrevorReverseAction",
    "BadTrevorReverseEvent",
    "BadTrevorReverseEventDirection",
    "BadTrevorSeatControlEvent",
    "BadTrevorSeatControlEventControl",
    "BadTrevorSeatControlEventUntil",
    "BadTrevorSeatRequest",
    "BadTrevorSeatRequestStrategy",
    "BadTrevorSeatRequestType",
    "BadTrevorSubmitResult",
    "BadTrevorTable",
    "BadTrevorTableAttackType0",
    "BadTrevorTableDirection",
    "BadTrevorTableKevin",
    "BadTrevorTablePendingType0",
    "BadTrevorTablePhase",
    "BadTrevorTableStep",
    "BadTrevorTimeoutEvent",
    "BadTrevorTimeoutEventPolicy",
    "BadTrevorTurnEvent",
    "BadTrevorView",
    "BadTrevorViewOptions",
    "BadTrevorViewSeedSource",
    "BadTrevorViewStatus",
    "BadTrevorWindowClosedEvent",
    "BadTrevorWindowPassedEvent",
    "ClaimedSeat",
    "ClaimedSeatStatus",
    "ClaimSeat",
    "CreateBadassForceMatch",
    "CreateBadTrevorMatch",
    "CreatedMatch",
    "CreatedMatchOptions",
    "CreatedMatchSeedSource",
    "CreatedMatchStatus",
    "CreatedSeat",
    "CreatedSeatType",
    "CreatePracticalGuideToEvilMatch",
    "CreateRevengeOfTheBMovieMatch",
    "Decision",
    "Error",
    "ErrorDetails",
    "Export",
    "ExportLogItem",
    "ExportOptions",
    "Game",
    "GameReference",
    "Health",
    "MatchList",
    "MatchSummary",
    "MatchSummaryStatus",
    "Option",
    "PracticalGuideToEvilCoinEvent",
    "PracticalGuideToEvilCoinEventResult",
    "PracticalGuideToEvilControlEvent",
    "PracticalGuideToEvilControlEventSide",
    "PracticalGuideToEvilDestroyedEvent",
    "PracticalGuideToEvilDiscardAction",
    "PracticalGuideToEvilDiscardedEvent",
    "PracticalGuideToEvilDrewEvent",
    "PracticalGuideToEvilDropMarkerAction",
    "PracticalGuideToEvilDuelEvent",
    "PracticalGuideToEvilEndTurnAction",
    "PracticalGuideToEvilEndTurnEvent",
    "PracticalGuideToEvilEventList",
    "PracticalGuideToEvilFindEvent",
    "PracticalGuideToEvilForfeitEvent",
    "PracticalGuideToEvilGameOverEvent",
    "PracticalGuideToEvilGameOverEventReason",
    "PracticalGuideToEvilMarkerRemovedEvent",
    "PracticalGuideToEvilMatchFinishedEvent",
    "PracticalGuideToEvilMatchFinishedEventOutcome",
    "PracticalGuideToEvilMatchFinishedEventOutcomeReason",
    "PracticalGuideToEvilMatchOptions",
    "PracticalGuideToEvilMatchOptionsOnTimeout",
    "PracticalGuideToEvilMatchStartedEvent",
    "PracticalGuideToEvilMatchStartedEventSeedSource",
    "PracticalGuideToEvilNotDestroyedEvent",
    "PracticalGuideToEvilOutcome",
    "PracticalGuideToEvilOutcomeReason",
    "PracticalGuideToEvilPlayAction",
    "PracticalGuideToEvilPlayedEvent",
    "PracticalGuideToEvilRaisedEvent",
    "PracticalGuideToEvilReplay",
    "PracticalGuideToEvilReplayFrame",
    "PracticalGuideToEvilReshuffledEvent",
    "PracticalGuideToEvilResignAction",
    "PracticalGuideToEvilResignedEvent",
    "PracticalGuideToEvilRuleOfThreeBrokenEvent",
    "PracticalGuideToEvilRuleOfThreeEvent",
    "PracticalGuideToEvilRuleOfThreeEventTrigger",
    "PracticalGuideToEvilRuleOfThreeEventTriggerData",
    "PracticalGuideToEvilRuleOfThreeEventTriggerRule",
    "PracticalGuideToEvilRuleOfThreeFulfilledEvent",
    "PracticalGuideToEvilSeatControlEvent",
    "PracticalGuideToEvilSeatControlEventControl",
    "PracticalGuideToEvilSeatControlEventUntil",
    "PracticalGuideToEvilSeatRequest",
    "PracticalGuideToEvilSeatRequestStrategy",
    "PracticalGuideToEvilSeatRequestType",
    "PracticalGuideToEvilShieldedEvent",
    "PracticalGuideToEvilStoryControlEvent",
    "PracticalGuideToEvilStoryDestroyedEvent",
    "PracticalGuideToEvilSubmitResult",
    "PracticalGuideToEvilSwordDrawnEvent",
    "PracticalGuideToEvilSwordDroppedEvent",
    "PracticalGuideToEvilTable",
    "PracticalGuideToEvilTableGrudgesItem",
    "PracticalGuideToEvilTablePlay",
    "PracticalGuideToEvilTablePlayAdditionalProperty",
    "PracticalGuideToEvilTablePlayAdditionalPropertySideType1",
    "PracticalGuideToEvilTableReasonType1",
    "PracticalGuideToEvilTableShields",
    "PracticalGuideToEvilTableStep",
    "PracticalGuideToEvilTableStoriesItemItem",
    "PracticalGuideToEvilTableTriggersItem",
    "PracticalGuideToEvilTableTriggersItemData",
    "PracticalGuideToEvilTableTriggersItemRule",
    "PracticalGuideToEvilTableUsedItem",
    "PracticalGuideToEvilTimeoutEvent",
    "PracticalGuideToEvilTimeoutEventPolicy",
    "PracticalGuideToEvilTurnEvent",
    "PracticalGuideToEvilUseAspectAction",
    "PracticalGuideToEvilUsedEvent",
    "PracticalGuideToEvilView",
    "PracticalGuideToEvilViewOptions",
    "PracticalGuideToEvilViewSeedSource",
    "PracticalGuideToEvilViewStatus",
    "ReissuedToken",
    "RevengeOfTheBMovieAddAction",
    "RevengeOfTheBMovieAddedEvent",
    "RevengeOfTheBMovieAddedEventAs",
    "RevengeOfTheBMovieDealtEvent",
    "RevengeOfTheBMovieDiscardAction",
    "RevengeOfTheBMovieDiscardedEvent",
    "RevengeOfTheBMovieEndTurnAction",
    "RevengeOfTheBMovieEndTurnEvent",
    "RevengeOfTheBMovieEventList",
    "RevengeOfTheBMovieFirstDealerEvent",
    "RevengeOfTheBMovieFirstDealerEventRevealsItemItem",
    "RevengeOfTheBMovieForfeitEvent",
    "RevengeOfTheBMovieGameOverEvent",
    "RevengeOfTheBMovieGameOverEventReason",
    "RevengeOfTheBMovieKeepAction",
    "RevengeOfTheBMovieMatchFinishedEvent",
    "RevengeOfTheBMovieMatchFinishedEventOutcome",
    "RevengeOfTheBMovieMatchFinishedEventOutcomeReason",
    "RevengeOfTheBMovieMatchOptions",
    "RevengeOfTheBMovieMatchOptionsOnTimeout",
    "RevengeOfTheBMovieMatchStartedEvent",
    "RevengeOfTheBMovieMatchStartedEventSeedSource",
    "RevengeOfTheBMovieOutcome",
    "RevengeOfTheBMovieOutcomeReason",
    "RevengeOfTheBMovieRearrangeAction",
    "RevengeOfTheBMovieRearrangedEvent",
    "RevengeOfTheBMovieRearrangedEventCardsItem",
    "RevengeOfTheBMovieRearrangedEventCardsItemAs",
    "RevengeOfTheBMovieReplay",
    "RevengeOfTheBMovieReplayFrame",
    "RevengeOfTheBMovieReshuffledEvent",
    "RevengeOfTheBMovieResignAction",
    "RevengeOfTheBMovieResignedEvent",
    "RevengeOfTheBMovieRoundEvent",
    "RevengeOfTheBMovieSaleEvent",
    "RevengeOfTheBMovieSeatControlEvent",
    "RevengeOfTheBMovieSeatControlEventControl",
    "RevengeOfTheBMovieSeatControlEventUntil",
    "RevengeOfTheBMovieSeatRequest",
    "RevengeOfTheBMovieSeatRequestStrategy",
    "RevengeOfTheBMovieSeatRequestType",
    "RevengeOfTheBMovieSellingEvent",
    "RevengeOfTheBMovieStartAction",
    "RevengeOfTheBMovieStartedEvent",
    "RevengeOfTheBMovieStartedEventAs",
    "RevengeOfTheBMovieSubmitResult",
    "RevengeOfTheBMovieTable",
    "RevengeOfTheBMovieTableFilmsItem",
    "RevengeOfTheBMovieTableFilmsItemCardsItem",
    "RevengeOfTheBMovieTableFilmsItemCardsItemAs",
    "RevengeOfTheBMovieTableReasonType1",
    "RevengeOfTheBMovieTableStep",
    "RevengeOfTheBMovieTimeoutEvent",
    "RevengeOfTheBMovieTimeoutEventPolicy",
    "RevengeOfTheBMovieTrashedEvent",
    "RevengeOfTheBMovieView",
    "RevengeOfTheBMovieViewOptions",
    "RevengeOfTheBMovieViewSeedSource",
    "RevengeOfTheBMovieViewStatus",
    "RevengeOfTheBMovieWrapAction",
    "RevengeOfTheBMovieWrappedEvent",
    "SeatControl",
    "SeatControlControl",
    "SeatControlResult",
    "SeatControlResultControl",
    "SeatControlStrategy",
    "SeatControlView",
    "SeatControlViewControl",
    "SeatSummary",
    "SeatSummaryType",
    "StartMatch",
    "StartMatchStrategy",
    "StreamEnd",
    "StreamEndOutcome",
    "StreamEndStatus",
    "StreamState",
    "StreamStateReason",
    "StreamStateStatus",
    "StreamTicket",
    "SubmitAction",
    "Webhook",
    "WebhookAttempt",
    "WebhookCreated",
    "WebhookCreatedSource",
    "WebhookDelivery",
    "WebhookDeliveryStatus",
    "WebhookRequest",
    "WebhookSource",
    "WebhookStatus",
)
