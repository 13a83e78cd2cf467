from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.practical_guide_to_evil_action_list_reason import PracticalGuideToEvilActionListReason
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.practical_guide_to_evil_discard_action import PracticalGuideToEvilDiscardAction
  from ..models.practical_guide_to_evil_drop_marker_action import PracticalGuideToEvilDropMarkerAction
  from ..models.practical_guide_to_evil_end_turn_action import PracticalGuideToEvilEndTurnAction
  from ..models.practical_guide_to_evil_play_action import PracticalGuideToEvilPlayAction
  from ..models.practical_guide_to_evil_play_against_action import PracticalGuideToEvilPlayAgainstAction
  from ..models.practical_guide_to_evil_resign_action import PracticalGuideToEvilResignAction
  from ..models.practical_guide_to_evil_use_aspect_action import PracticalGuideToEvilUseAspectAction





T = TypeVar("T", bound="PracticalGuideToEvilActionList")



@_attrs_define
class PracticalGuideToEvilActionList:
    """ A Practical Guide to Evil: the actions the caller may take.

        Attributes:
            game (Literal['practical-guide-to-evil']):
            version (int):
            actions (list[PracticalGuideToEvilDiscardAction | PracticalGuideToEvilDropMarkerAction |
                PracticalGuideToEvilEndTurnAction | PracticalGuideToEvilPlayAction | PracticalGuideToEvilPlayAgainstAction |
                PracticalGuideToEvilResignAction | PracticalGuideToEvilUseAspectAction]): Each with its `id`.
            awaiting (list[int | None]): Seats holding an open decision (null: the system).
            reason (PracticalGuideToEvilActionListReason | Unset): Why `actions` is empty (absent when it is not).
     """

    game: Literal['practical-guide-to-evil']
    version: int
    actions: list[PracticalGuideToEvilDiscardAction | PracticalGuideToEvilDropMarkerAction | PracticalGuideToEvilEndTurnAction | PracticalGuideToEvilPlayAction | PracticalGuideToEvilPlayAgainstAction | PracticalGuideToEvilResignAction | PracticalGuideToEvilUseAspectAction]
    awaiting: list[int | None]
    reason: PracticalGuideToEvilActionListReason | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.practical_guide_to_evil_discard_action import PracticalGuideToEvilDiscardAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_drop_marker_action import PracticalGuideToEvilDropMarkerAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_end_turn_action import PracticalGuideToEvilEndTurnAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_play_action import PracticalGuideToEvilPlayAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_play_against_action import PracticalGuideToEvilPlayAgainstAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_resign_action import PracticalGuideToEvilResignAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_use_aspect_action import PracticalGuideToEvilUseAspectAction # noqa: PLC0415
        game = self.game

        version = self.version

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
            "actions": actions,
            "awaiting": awaiting,
        })
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
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
        reason: PracticalGuideToEvilActionListReason | Unset
        if isinstance(_reason,  Unset):
            reason = UNSET
        else:
            reason = PracticalGuideToEvilActionListReason(_reason)




        practical_guide_to_evil_action_list = cls(
            game=game,
            version=version,
            actions=actions,
            awaiting=awaiting,
            reason=reason,
        )

        return practical_guide_to_evil_action_list

