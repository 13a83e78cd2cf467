from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.revenge_of_the_b_movie_stream_state_reason import RevengeOfTheBMovieStreamStateReason
from ..models.revenge_of_the_b_movie_stream_state_status import RevengeOfTheBMovieStreamStateStatus
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.decision import Decision
  from ..models.revenge_of_the_b_movie_add_action import RevengeOfTheBMovieAddAction
  from ..models.revenge_of_the_b_movie_discard_action import RevengeOfTheBMovieDiscardAction
  from ..models.revenge_of_the_b_movie_end_turn_action import RevengeOfTheBMovieEndTurnAction
  from ..models.revenge_of_the_b_movie_keep_action import RevengeOfTheBMovieKeepAction
  from ..models.revenge_of_the_b_movie_rearrange_action import RevengeOfTheBMovieRearrangeAction
  from ..models.revenge_of_the_b_movie_resign_action import RevengeOfTheBMovieResignAction
  from ..models.revenge_of_the_b_movie_start_action import RevengeOfTheBMovieStartAction
  from ..models.revenge_of_the_b_movie_wrap_action import RevengeOfTheBMovieWrapAction





T = TypeVar("T", bound="RevengeOfTheBMovieStreamState")



@_attrs_define
class RevengeOfTheBMovieStreamState:
    """ Revenge of the B-Movie: a stream's state message: where the match stands for the caller.

        Attributes:
            game (Literal['revenge-of-the-b-movie']):
            version (int):
            status (RevengeOfTheBMovieStreamStateStatus): open: seats wait to be claimed, nobody acts yet.
            decisions (list[Decision]):
            yours (Decision | None): The decision the caller holds, with its deadline; null: none.
            actions (list[RevengeOfTheBMovieAddAction | RevengeOfTheBMovieDiscardAction | RevengeOfTheBMovieEndTurnAction |
                RevengeOfTheBMovieKeepAction | RevengeOfTheBMovieRearrangeAction | RevengeOfTheBMovieResignAction |
                RevengeOfTheBMovieStartAction | RevengeOfTheBMovieWrapAction]): As GET .../actions lists them.
            awaiting (list[int | None]):
            reason (RevengeOfTheBMovieStreamStateReason | Unset): Why `actions` is empty (absent when it is not).
     """

    game: Literal['revenge-of-the-b-movie']
    version: int
    status: RevengeOfTheBMovieStreamStateStatus
    decisions: list[Decision]
    yours: Decision | None
    actions: list[RevengeOfTheBMovieAddAction | RevengeOfTheBMovieDiscardAction | RevengeOfTheBMovieEndTurnAction | RevengeOfTheBMovieKeepAction | RevengeOfTheBMovieRearrangeAction | RevengeOfTheBMovieResignAction | RevengeOfTheBMovieStartAction | RevengeOfTheBMovieWrapAction]
    awaiting: list[int | None]
    reason: RevengeOfTheBMovieStreamStateReason | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.decision import Decision # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_add_action import RevengeOfTheBMovieAddAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_discard_action import RevengeOfTheBMovieDiscardAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_end_turn_action import RevengeOfTheBMovieEndTurnAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_keep_action import RevengeOfTheBMovieKeepAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_rearrange_action import RevengeOfTheBMovieRearrangeAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_resign_action import RevengeOfTheBMovieResignAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_start_action import RevengeOfTheBMovieStartAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_wrap_action import RevengeOfTheBMovieWrapAction # noqa: PLC0415
        game = self.game

        version = self.version

        status = self.status.value

        decisions = []
        for decisions_item_data in self.decisions:
            decisions_item = decisions_item_data.to_dict()
            decisions.append(decisions_item)



        yours: dict[str, Any] | None
        if isinstance(self.yours, Decision):
            yours = self.yours.to_dict()
        else:
            yours = self.yours

        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if isinstance(actions_item_data, RevengeOfTheBMovieStartAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, RevengeOfTheBMovieAddAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, RevengeOfTheBMovieDiscardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, RevengeOfTheBMovieRearrangeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, RevengeOfTheBMovieWrapAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, RevengeOfTheBMovieEndTurnAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, RevengeOfTheBMovieKeepAction):
                actions_item = actions_item_data.to_dict()
            else:
                actions_item = actions_item_data.to_dict()

            actions.append(actions_item)



        awaiting = []
        for awaiting_item_data in self.awaiting:
            awaiting_item: int | None
            awaiting_item = awaiting_item_data
            awaiting.append(awaiting_item)



        reason: str | Unset = UNSET
        if not isinstance(self.reason, Unset):
            reason = self.reason.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "version": version,
            "status": status,
            "decisions": decisions,
            "yours": yours,
            "actions": actions,
            "awaiting": awaiting,
        })
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.decision import Decision # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_add_action import RevengeOfTheBMovieAddAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_discard_action import RevengeOfTheBMovieDiscardAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_end_turn_action import RevengeOfTheBMovieEndTurnAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_keep_action import RevengeOfTheBMovieKeepAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_rearrange_action import RevengeOfTheBMovieRearrangeAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_resign_action import RevengeOfTheBMovieResignAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_start_action import RevengeOfTheBMovieStartAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_wrap_action import RevengeOfTheBMovieWrapAction # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['revenge-of-the-b-movie'] , d.pop("game"))
        if game != 'revenge-of-the-b-movie':
            raise ValueError(f"game must match const 'revenge-of-the-b-movie', got '{game}'")

        version = d.pop("version")

        status = RevengeOfTheBMovieStreamStateStatus(d.pop("status"))




        decisions = []
        _decisions = d.pop("decisions")
        for decisions_item_data in (_decisions):
            decisions_item = Decision.from_dict(decisions_item_data)



            decisions.append(decisions_item)


        def _parse_yours(data: object) -> Decision | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                yours_type_0 = Decision.from_dict(data)



                return yours_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Decision | None, data)

        yours = _parse_yours(d.pop("yours"))


        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            def _parse_actions_item(data: object) -> RevengeOfTheBMovieAddAction | RevengeOfTheBMovieDiscardAction | RevengeOfTheBMovieEndTurnAction | RevengeOfTheBMovieKeepAction | RevengeOfTheBMovieRearrangeAction | RevengeOfTheBMovieResignAction | RevengeOfTheBMovieStartAction | RevengeOfTheBMovieWrapAction:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_action_type_0 = RevengeOfTheBMovieStartAction.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_action_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_action_type_1 = RevengeOfTheBMovieAddAction.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_action_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_action_type_2 = RevengeOfTheBMovieDiscardAction.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_action_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_action_type_3 = RevengeOfTheBMovieRearrangeAction.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_action_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_action_type_4 = RevengeOfTheBMovieWrapAction.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_action_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_action_type_5 = RevengeOfTheBMovieEndTurnAction.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_action_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_revenge_of_the_b_movie_action_type_6 = RevengeOfTheBMovieKeepAction.from_dict(data)



                    return componentsschemas_revenge_of_the_b_movie_action_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_revenge_of_the_b_movie_action_type_7 = RevengeOfTheBMovieResignAction.from_dict(data)



                return componentsschemas_revenge_of_the_b_movie_action_type_7

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)


        awaiting = []
        _awaiting = d.pop("awaiting")
        for awaiting_item_data in (_awaiting):
            def _parse_awaiting_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            awaiting_item = _parse_awaiting_item(awaiting_item_data)

            awaiting.append(awaiting_item)


        _reason = d.pop("reason", UNSET)
        reason: RevengeOfTheBMovieStreamStateReason | Unset
        if isinstance(_reason,  Unset):
            reason = UNSET
        else:
            reason = RevengeOfTheBMovieStreamStateReason(_reason)




        revenge_of_the_b_movie_stream_state = cls(
            game=game,
            version=version,
            status=status,
            decisions=decisions,
            yours=yours,
            actions=actions,
            awaiting=awaiting,
            reason=reason,
        )

        return revenge_of_the_b_movie_stream_state

