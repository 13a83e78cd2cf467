""" Contains all the data models used in inputs/outputs """

from .action_list import ActionList
from .action_list_reason import ActionListReason
from .action_type import ActionType
from .action_type_args import ActionTypeArgs
from .action_type_args_additional_property import ActionTypeArgsAdditionalProperty
from .bad_trevor_carry_on_action import BadTrevorCarryOnAction
from .bad_trevor_demand_action import BadTrevorDemandAction
from .bad_trevor_give_action import BadTrevorGiveAction
from .bad_trevor_hand_off_action import BadTrevorHandOffAction
from .bad_trevor_kevin_action import BadTrevorKevinAction
from .bad_trevor_lay_action import BadTrevorLayAction
from .bad_trevor_lookout_action import BadTrevorLookoutAction
from .bad_trevor_match_options import BadTrevorMatchOptions
from .bad_trevor_match_options_on_timeout import BadTrevorMatchOptionsOnTimeout
from .bad_trevor_pass_action import BadTrevorPassAction
from .bad_trevor_pick_action import BadTrevorPickAction
from .bad_trevor_ready_action import BadTrevorReadyAction
from .bad_trevor_rescue_action import BadTrevorRescueAction
from .bad_trevor_resign_action import BadTrevorResignAction
from .bad_trevor_reverse_action import BadTrevorReverseAction
from .bad_trevor_seat_request import BadTrevorSeatRequest
from .bad_trevor_seat_request_strategy import BadTrevorSeatRequestStrategy
from .bad_trevor_seat_request_type import BadTrevorSeatRequestType
from .create_bad_trevor_match import CreateBadTrevorMatch
from .create_practical_guide_to_evil_match import CreatePracticalGuideToEvilMatch
from .created_match import CreatedMatch
from .created_match_options import CreatedMatchOptions
from .created_match_seed_source import CreatedMatchSeedSource
from .created_seat import CreatedSeat
from .decision import Decision
from .error import Error
from .error_details import ErrorDetails
from .event_list import EventList
from .event_list_events_item import EventListEventsItem
from .export import Export
from .export_log_item import ExportLogItem
from .export_options import ExportOptions
from .game import Game
from .game_reference import GameReference
from .health import Health
from .option import Option
from .practical_guide_to_evil_discard_action import PracticalGuideToEvilDiscardAction
from .practical_guide_to_evil_drop_marker_action import PracticalGuideToEvilDropMarkerAction
from .practical_guide_to_evil_end_turn_action import PracticalGuideToEvilEndTurnAction
from .practical_guide_to_evil_match_options import PracticalGuideToEvilMatchOptions
from .practical_guide_to_evil_match_options_on_timeout import PracticalGuideToEvilMatchOptionsOnTimeout
from .practical_guide_to_evil_play_action import PracticalGuideToEvilPlayAction
from .practical_guide_to_evil_resign_action import PracticalGuideToEvilResignAction
from .practical_guide_to_evil_seat_request import PracticalGuideToEvilSeatRequest
from .practical_guide_to_evil_seat_request_strategy import PracticalGuideToEvilSeatRequestStrategy
from .practical_guide_to_evil_seat_request_type import PracticalGuideToEvilSeatRequestType
from .practical_guide_to_evil_use_aspect_action import PracticalGuideToEvilUseAspectAction
from .seat_control import SeatControl
from .seat_control_control import SeatControlControl
from .seat_control_result import SeatControlResult
from .seat_control_result_control import SeatControlResultControl
from .seat_control_strategy import SeatControlStrategy
from .seat_control_view import SeatControlView
from .seat_control_view_control import SeatControlViewControl
from .submit_action import SubmitAction
from .submit_result import SubmitResult
from .submit_result_events_item import SubmitResultEventsItem
from .view import View
from .view_options import ViewOptions
from .view_outcome_type_0 import ViewOutcomeType0
from .view_seed_source import ViewSeedSource
from .view_status import ViewStatus
from .view_table import ViewTable

__all__ = (
    "ActionList",
    "ActionListReason",
    "ActionType",
    "ActionTypeArgs",
    "ActionTypeArgsAdditionalProperty",
    "BadTrevorCarryOnAction",
    "BadTrevorDemandAction",
    "BadTrevorGiveAction",
    "BadTrevorHandOffAction",
    "BadTrevorKevinAction",
    "BadTrevorLayAction",
    "BadTrevorLookoutAction",
    "BadTrevorMatchOptions",
    "BadTrevorMatchOptionsOnTimeout",
    "BadTrevorPassAction",
    "BadTrevorPickAction",
    "BadTrevorReadyAction",
    "BadTrevorRescueAction",
    "BadTrevorResignAction",
    "BadTrevorReverseAction",
    "BadTrevorSeatRequest",
    "BadTrevorSeatRequestStrategy",
    "BadTrevorSeatRequestType",
    "CreateBadTrevorMatch",
    "CreatedMatch",
    "CreatedMatchOptions",
    "CreatedMatchSeedSource",
    "CreatedSeat",
    "CreatePracticalGuideToEvilMatch",
    "Decision",
    "Error",
    "ErrorDetails",
    "EventList",
    "EventListEventsItem",
    "Export",
    "ExportLogItem",
    "ExportOptions",
    "Game",
    "GameReference",
    "Health",
    "Option",
    "PracticalGuideToEvilDiscardAction",
    "PracticalGuideToEvilDropMarkerAction",
    "PracticalGuideToEvilEndTurnAction",
    "PracticalGuideToEvilMatchOptions",
    "PracticalGuideToEvilMatchOptionsOnTimeout",
    "PracticalGuideToEvilPlayAction",
    "PracticalGuideToEvilResignAction",
    "PracticalGuideToEvilSeatRequest",
    "PracticalGuideToEvilSeatRequestStrategy",
    "PracticalGuideToEvilSeatRequestType",
    "PracticalGuideToEvilUseAspectAction",
    "SeatControl",
    "SeatControlControl",
    "SeatControlResult",
    "SeatControlResultControl",
    "SeatControlStrategy",
    "SeatControlView",
    "SeatControlViewControl",
    "SubmitAction",
    "SubmitResult",
    "SubmitResultEventsItem",
    "View",
    "ViewOptions",
    "ViewOutcomeType0",
    "ViewSeedSource",
    "ViewStatus",
    "ViewTable",
)
