from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
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
  from ..models.revenge_of_the_b_movie_view import RevengeOfTheBMovieView
  from ..models.revenge_of_the_b_movie_wrapped_event import RevengeOfTheBMovieWrappedEvent





T = TypeVar("T", bound="RevengeOfTheBMovieReplayFrame")



@_attrs_define
class RevengeOfTheBMovieReplayFrame:
    """ Revenge of the B-Movie: one version of a replay.

        Attributes:
            version (int): The match version this frame shows.
            view (RevengeOfTheBMovieView): Revenge of the B-Movie: a match as one seat (or a spectator) sees it.
            events (list[RevengeOfTheBMovieAddedEvent | RevengeOfTheBMovieDealtEvent | RevengeOfTheBMovieDiscardedEvent |
                RevengeOfTheBMovieEndTurnEvent | RevengeOfTheBMovieFirstDealerEvent | RevengeOfTheBMovieForfeitEvent |
                RevengeOfTheBMovieGameOverEvent | RevengeOfTheBMovieMatchFinishedEvent | RevengeOfTheBMovieMatchStartedEvent |
                RevengeOfTheBMovieRearrangedEvent | RevengeOfTheBMovieReshuffledEvent | RevengeOfTheBMovieResignedEvent |
                RevengeOfTheBMovieRoundEvent | RevengeOfTheBMovieSaleEvent | RevengeOfTheBMovieSeatControlEvent |
                RevengeOfTheBMovieSellingEvent | RevengeOfTheBMovieStartedEvent | RevengeOfTheBMovieTimeoutEvent |
                RevengeOfTheBMovieTrashedEvent | RevengeOfTheBMovieWrappedEvent]): The events that led to this version (frame 0:
                the match's setup), redacted for the replay's seat as GET .../events gives them to it.
     """

    version: int
    view: RevengeOfTheBMovieView
    events: list[RevengeOfTheBMovieAddedEvent | RevengeOfTheBMovieDealtEvent | RevengeOfTheBMovieDiscardedEvent | RevengeOfTheBMovieEndTurnEvent | RevengeOfTheBMovieFirstDealerEvent | RevengeOfTheBMovieForfeitEvent | RevengeOfTheBMovieGameOverEvent | RevengeOfTheBMovieMatchFinishedEvent | RevengeOfTheBMovieMatchStartedEvent | RevengeOfTheBMovieRearrangedEvent | RevengeOfTheBMovieReshuffledEvent | RevengeOfTheBMovieResignedEvent | RevengeOfTheBMovieRoundEvent | RevengeOfTheBMovieSaleEvent | RevengeOfTheBMovieSeatControlEvent | RevengeOfTheBMovieSellingEvent | RevengeOfTheBMovieStartedEvent | RevengeOfTheBMovieTimeoutEvent | RevengeOfTheBMovieTrashedEvent | RevengeOfTheBMovieWrappedEvent]





    def to_dict(self) -> dict[str, Any]:
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
        from ..models.revenge_of_the_b_movie_view import RevengeOfTheBMovieView # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_wrapped_event import RevengeOfTheBMovieWrappedEvent # noqa: PLC0415
        version = self.version

        view = self.view.to_dict()

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, RevengeOfTheBMovieMatchStartedEvent):
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
        from ..models.revenge_of_the_b_movie_view import RevengeOfTheBMovieView # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_wrapped_event import RevengeOfTheBMovieWrappedEvent # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        view = RevengeOfTheBMovieView.from_dict(d.pop("view"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> RevengeOfTheBMovieAddedEvent | RevengeOfTheBMovieDealtEvent | RevengeOfTheBMovieDiscardedEvent | RevengeOfTheBMovieEndTurnEvent | RevengeOfTheBMovieFirstDealerEvent | RevengeOfTheBMovieForfeitEvent | RevengeOfTheBMovieGameOverEvent | RevengeOfTheBMovieMatchFinishedEvent | RevengeOfTheBMovieMatchStartedEvent | RevengeOfTheBMovieRearrangedEvent | RevengeOfTheBMovieReshuffledEvent | RevengeOfTheBMovieResignedEvent | RevengeOfTheBMovieRoundEvent | RevengeOfTheBMovieSaleEvent | RevengeOfTheBMovieSeatControlEvent | RevengeOfTheBMovieSellingEvent | RevengeOfTheBMovieStartedEvent | RevengeOfTheBMovieTimeoutEvent | RevengeOfTheBMovieTrashedEvent | RevengeOfTheBMovieWrappedEvent:
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
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_revenge_of_the_b_movie_event_type_19 = RevengeOfTheBMovieGameOverEvent.from_dict(data)



                return componentsschemas_revenge_of_the_b_movie_event_type_19

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        revenge_of_the_b_movie_replay_frame = cls(
            version=version,
            view=view,
            events=events,
        )

        return revenge_of_the_b_movie_replay_frame

