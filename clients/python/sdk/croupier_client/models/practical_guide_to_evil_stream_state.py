from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.practical_guide_to_evil_stream_state_reason import PracticalGuideToEvilStreamStateReason
from ..models.practical_guide_to_evil_stream_state_status import PracticalGuideToEvilStreamStateStatus
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.decision import Decision
  from ..models.practical_guide_to_evil_discard_action import PracticalGuideToEvilDiscardAction
  from ..models.practical_guide_to_evil_drop_marker_action import PracticalGuideToEvilDropMarkerAction
  from ..models.practical_guide_to_evil_end_turn_action import PracticalGuideToEvilEndTurnAction
  from ..models.practical_guide_to_evil_play_action import PracticalGuideToEvilPlayAction
  from ..models.practical_guide_to_evil_play_against_action import PracticalGuideToEvilPlayAgainstAction
  from ..models.practical_guide_to_evil_resign_action import PracticalGuideToEvilResignAction
  from ..models.practical_guide_to_evil_use_aspect_action import PracticalGuideToEvilUseAspectAction





T = TypeVar("T", bound="PracticalGuideToEvilStreamState")



@_attrs_define
class PracticalGuideToEvilStreamState:
    """ A Practical Guide to Evil: a stream's state message: where the match stands for the caller.

        Attributes:
            game (Literal['practical-guide-to-evil']):
            version (int):
            status (PracticalGuideToEvilStreamStateStatus): open: seats wait to be claimed, nobody acts yet.
            decisions (list[Decision]):
            yours (Decision | None): The decision the caller holds, with its deadline; null: none.
            actions (list[PracticalGuideToEvilDiscardAction | PracticalGuideToEvilDropMarkerAction |
                PracticalGuideToEvilEndTurnAction | PracticalGuideToEvilPlayAction | PracticalGuideToEvilPlayAgainstAction |
                PracticalGuideToEvilResignAction | PracticalGuideToEvilUseAspectAction]): As GET .../actions lists them.
            awaiting (list[int | None]):
            reason (PracticalGuideToEvilStreamStateReason | Unset): Why `actions` is empty (absent when it is not).
     """

    game: Literal['practical-guide-to-evil']
    version: int
    status: PracticalGuideToEvilStreamStateStatus
    decisions: list[Decision]
    yours: Decision | None
    actions: list[PracticalGuideToEvilDiscardAction | PracticalGuideToEvilDropMarkerAction | PracticalGuideToEvilEndTurnAction | PracticalGuideToEvilPlayAction | PracticalGuideToEvilPlayAgainstAction | PracticalGuideToEvilResignAction | PracticalGuideToEvilUseAspectAction]
    awaiting: list[int | None]
    reason: PracticalGuideToEvilStreamStateReason | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.decision import Decision # noqa: PLC0415
        from ..models.practical_guide_to_evil_discard_action import PracticalGuideToEvilDiscardAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_drop_marker_action import PracticalGuideToEvilDropMarkerAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_end_turn_action import PracticalGuideToEvilEndTurnAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_play_action import PracticalGuideToEvilPlayAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_play_against_action import PracticalGuideToEvilPlayAgainstAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_resign_action import PracticalGuideToEvilResignAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_use_aspect_action import PracticalGuideToEvilUseAspectAction # noqa: PLC0415
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
            if isinstance(actions_item_data, PracticalGuideToEvilPlayAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, PracticalGuideToEvilPlayAgainstAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, PracticalGuideToEvilUseAspectAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, PracticalGuideToEvilEndTurnAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, PracticalGuideToEvilDiscardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, PracticalGuideToEvilDropMarkerAction):
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
        from ..models.practical_guide_to_evil_discard_action import PracticalGuideToEvilDiscardAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_drop_marker_action import PracticalGuideToEvilDropMarkerAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_end_turn_action import PracticalGuideToEvilEndTurnAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_play_action import PracticalGuideToEvilPlayAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_play_against_action import PracticalGuideToEvilPlayAgainstAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_resign_action import PracticalGuideToEvilResignAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_use_aspect_action import PracticalGuideToEvilUseAspectAction # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['practical-guide-to-evil'] , d.pop("game"))
        if game != 'practical-guide-to-evil':
            raise ValueError(f"game must match const 'practical-guide-to-evil', got '{game}'")

        version = d.pop("version")

        status = PracticalGuideToEvilStreamStateStatus(d.pop("status"))




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
            def _parse_actions_item(data: object) -> PracticalGuideToEvilDiscardAction | PracticalGuideToEvilDropMarkerAction | PracticalGuideToEvilEndTurnAction | PracticalGuideToEvilPlayAction | PracticalGuideToEvilPlayAgainstAction | PracticalGuideToEvilResignAction | PracticalGuideToEvilUseAspectAction:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_action_type_0 = PracticalGuideToEvilPlayAction.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_action_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_action_type_1 = PracticalGuideToEvilPlayAgainstAction.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_action_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_action_type_2 = PracticalGuideToEvilUseAspectAction.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_action_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_action_type_3 = PracticalGuideToEvilEndTurnAction.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_action_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_action_type_4 = PracticalGuideToEvilDiscardAction.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_action_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_practical_guide_to_evil_action_type_5 = PracticalGuideToEvilDropMarkerAction.from_dict(data)



                    return componentsschemas_practical_guide_to_evil_action_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_practical_guide_to_evil_action_type_6 = PracticalGuideToEvilResignAction.from_dict(data)



                return componentsschemas_practical_guide_to_evil_action_type_6

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
        reason: PracticalGuideToEvilStreamStateReason | Unset
        if isinstance(_reason,  Unset):
            reason = UNSET
        else:
            reason = PracticalGuideToEvilStreamStateReason(_reason)




        practical_guide_to_evil_stream_state = cls(
            game=game,
            version=version,
            status=status,
            decisions=decisions,
            yours=yours,
            actions=actions,
            awaiting=awaiting,
            reason=reason,
        )

        return practical_guide_to_evil_stream_state

