""" Contains all the data models used in inputs/outputs """

from .action_list import ActionList
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
from .bad_trevor_pass_action import BadTrevorPassAction
from .bad_trevor_pick_action import BadTrevorPickAction
from .bad_trevor_ready_action import BadTrevorReadyAction
from .bad_trevor_rescue_action import BadTrevorRescueAction
from .bad_trevor_reverse_action import BadTrevorReverseAction
from .create_match import CreateMatch
from .create_match_game import CreateMatchGame
from .create_match_options import CreateMatchOptions
from .create_match_options_on_timeout import CreateMatchOptionsOnTimeout
from .created_match import CreatedMatch
from .created_match_options import CreatedMatchOptions
from .created_seat import CreatedSeat
from .decision import Decision
from .error import Error
from .error_details import ErrorDetails
from .event_list import EventList
from .event_list_events_item import EventListEventsItem
from .game import Game
from .game_reference import GameReference
from .health import Health
from .option import Option
from .seat_control import SeatControl
from .seat_control_control import SeatControlControl
from .seat_control_result import SeatControlResult
from .seat_control_result_control import SeatControlResultControl
from .seat_control_strategy import SeatControlStrategy
from .seat_request import SeatRequest
from .seat_request_strategy import SeatRequestStrategy
from .seat_request_type import SeatRequestType
from .submit_action import SubmitAction
from .submit_result import SubmitResult
from .submit_result_events_item import SubmitResultEventsItem
from .view import View
from .view_options import ViewOptions
from .view_outcome_type_0 import ViewOutcomeType0
from .view_status import ViewStatus
from .view_table import ViewTable

__all__ = (
    "ActionList",
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
    "BadTrevorPassAction",
    "BadTrevorPickAction",
    "BadTrevorReadyAction",
    "BadTrevorRescueAction",
    "BadTrevorReverseAction",
    "CreatedMatch",
    "CreatedMatchOptions",
    "CreatedSeat",
    "CreateMatch",
    "CreateMatchGame",
    "CreateMatchOptions",
    "CreateMatchOptionsOnTimeout",
    "Decision",
    "Error",
    "ErrorDetails",
    "EventList",
    "EventListEventsItem",
    "Game",
    "GameReference",
    "Health",
    "Option",
    "SeatControl",
    "SeatControlControl",
    "SeatControlResult",
    "SeatControlResultControl",
    "SeatControlStrategy",
    "SeatRequest",
    "SeatRequestStrategy",
    "SeatRequestType",
    "SubmitAction",
    "SubmitResult",
    "SubmitResultEventsItem",
    "View",
    "ViewOptions",
    "ViewOutcomeType0",
    "ViewStatus",
    "ViewTable",
)
