from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bad_trevor_action_list_reason import BadTrevorActionListReason
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.bad_trevor_carry_on_action import BadTrevorCarryOnAction
  from ..models.bad_trevor_demand_action import BadTrevorDemandAction
  from ..models.bad_trevor_give_action import BadTrevorGiveAction
  from ..models.bad_trevor_hand_off_action import BadTrevorHandOffAction
  from ..models.bad_trevor_kevin_action import BadTrevorKevinAction
  from ..models.bad_trevor_lay_action import BadTrevorLayAction
  from ..models.bad_trevor_lookout_action import BadTrevorLookoutAction
  from ..models.bad_trevor_pass_action import BadTrevorPassAction
  from ..models.bad_trevor_pick_action import BadTrevorPickAction
  from ..models.bad_trevor_ready_action import BadTrevorReadyAction
  from ..models.bad_trevor_rescue_action import BadTrevorRescueAction
  from ..models.bad_trevor_resign_action import BadTrevorResignAction
  from ..models.bad_trevor_reverse_action import BadTrevorReverseAction





T = TypeVar("T", bound="BadTrevorActionList")



@_attrs_define
class BadTrevorActionList:
    """ Bad Trevor: the actions the caller may take.

        Attributes:
            game (Literal['bad-trevor']):
            version (int):
            actions (list[BadTrevorCarryOnAction | BadTrevorDemandAction | BadTrevorGiveAction | BadTrevorHandOffAction |
                BadTrevorKevinAction | BadTrevorLayAction | BadTrevorLookoutAction | BadTrevorPassAction | BadTrevorPickAction |
                BadTrevorReadyAction | BadTrevorRescueAction | BadTrevorResignAction | BadTrevorReverseAction]): Each with its
                `id`.
            awaiting (list[int | None]): Seats holding an open decision (null: the system).
            reason (BadTrevorActionListReason | Unset): Why `actions` is empty (absent when it is not).
     """

    game: Literal['bad-trevor']
    version: int
    actions: list[BadTrevorCarryOnAction | BadTrevorDemandAction | BadTrevorGiveAction | BadTrevorHandOffAction | BadTrevorKevinAction | BadTrevorLayAction | BadTrevorLookoutAction | BadTrevorPassAction | BadTrevorPickAction | BadTrevorReadyAction | BadTrevorRescueAction | BadTrevorResignAction | BadTrevorReverseAction]
    awaiting: list[int | None]
    reason: BadTrevorActionListReason | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.bad_trevor_carry_on_action import BadTrevorCarryOnAction # noqa: PLC0415
        from ..models.bad_trevor_demand_action import BadTrevorDemandAction # noqa: PLC0415
        from ..models.bad_trevor_give_action import BadTrevorGiveAction # noqa: PLC0415
        from ..models.bad_trevor_hand_off_action import BadTrevorHandOffAction # noqa: PLC0415
        from ..models.bad_trevor_kevin_action import BadTrevorKevinAction # noqa: PLC0415
        from ..models.bad_trevor_lay_action import BadTrevorLayAction # noqa: PLC0415
        from ..models.bad_trevor_lookout_action import BadTrevorLookoutAction # noqa: PLC0415
        from ..models.bad_trevor_pass_action import BadTrevorPassAction # noqa: PLC0415
        from ..models.bad_trevor_pick_action import BadTrevorPickAction # noqa: PLC0415
        from ..models.bad_trevor_ready_action import BadTrevorReadyAction # noqa: PLC0415
        from ..models.bad_trevor_rescue_action import BadTrevorRescueAction # noqa: PLC0415
        from ..models.bad_trevor_resign_action import BadTrevorResignAction # noqa: PLC0415
        from ..models.bad_trevor_reverse_action import BadTrevorReverseAction # noqa: PLC0415
        game = self.game

        version = self.version

        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if isinstance(actions_item_data, BadTrevorReadyAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BadTrevorRescueAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BadTrevorLayAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BadTrevorPickAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BadTrevorKevinAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BadTrevorCarryOnAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BadTrevorReverseAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BadTrevorDemandAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BadTrevorGiveAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BadTrevorHandOffAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BadTrevorLookoutAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BadTrevorPassAction):
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
        from ..models.bad_trevor_carry_on_action import BadTrevorCarryOnAction # noqa: PLC0415
        from ..models.bad_trevor_demand_action import BadTrevorDemandAction # noqa: PLC0415
        from ..models.bad_trevor_give_action import BadTrevorGiveAction # noqa: PLC0415
        from ..models.bad_trevor_hand_off_action import BadTrevorHandOffAction # noqa: PLC0415
        from ..models.bad_trevor_kevin_action import BadTrevorKevinAction # noqa: PLC0415
        from ..models.bad_trevor_lay_action import BadTrevorLayAction # noqa: PLC0415
        from ..models.bad_trevor_lookout_action import BadTrevorLookoutAction # noqa: PLC0415
        from ..models.bad_trevor_pass_action import BadTrevorPassAction # noqa: PLC0415
        from ..models.bad_trevor_pick_action import BadTrevorPickAction # noqa: PLC0415
        from ..models.bad_trevor_ready_action import BadTrevorReadyAction # noqa: PLC0415
        from ..models.bad_trevor_rescue_action import BadTrevorRescueAction # noqa: PLC0415
        from ..models.bad_trevor_resign_action import BadTrevorResignAction # noqa: PLC0415
        from ..models.bad_trevor_reverse_action import BadTrevorReverseAction # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['bad-trevor'] , d.pop("game"))
        if game != 'bad-trevor':
            raise ValueError(f"game must match const 'bad-trevor', got '{game}'")

        version = d.pop("version")

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            def _parse_actions_item(data: object) -> BadTrevorCarryOnAction | BadTrevorDemandAction | BadTrevorGiveAction | BadTrevorHandOffAction | BadTrevorKevinAction | BadTrevorLayAction | BadTrevorLookoutAction | BadTrevorPassAction | BadTrevorPickAction | BadTrevorReadyAction | BadTrevorRescueAction | BadTrevorResignAction | BadTrevorReverseAction:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_action_type_0 = BadTrevorReadyAction.from_dict(data)



                    return componentsschemas_bad_trevor_action_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_action_type_1 = BadTrevorRescueAction.from_dict(data)



                    return componentsschemas_bad_trevor_action_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_action_type_2 = BadTrevorLayAction.from_dict(data)



                    return componentsschemas_bad_trevor_action_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_action_type_3 = BadTrevorPickAction.from_dict(data)



                    return componentsschemas_bad_trevor_action_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_action_type_4 = BadTrevorKevinAction.from_dict(data)



                    return componentsschemas_bad_trevor_action_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_action_type_5 = BadTrevorCarryOnAction.from_dict(data)



                    return componentsschemas_bad_trevor_action_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_action_type_6 = BadTrevorReverseAction.from_dict(data)



                    return componentsschemas_bad_trevor_action_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_action_type_7 = BadTrevorDemandAction.from_dict(data)



                    return componentsschemas_bad_trevor_action_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_action_type_8 = BadTrevorGiveAction.from_dict(data)



                    return componentsschemas_bad_trevor_action_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_action_type_9 = BadTrevorHandOffAction.from_dict(data)



                    return componentsschemas_bad_trevor_action_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_action_type_10 = BadTrevorLookoutAction.from_dict(data)



                    return componentsschemas_bad_trevor_action_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bad_trevor_action_type_11 = BadTrevorPassAction.from_dict(data)



                    return componentsschemas_bad_trevor_action_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bad_trevor_action_type_12 = BadTrevorResignAction.from_dict(data)



                return componentsschemas_bad_trevor_action_type_12

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
        reason: BadTrevorActionListReason | Unset
        if isinstance(_reason,  Unset):
            reason = UNSET
        else:
            reason = BadTrevorActionListReason(_reason)




        bad_trevor_action_list = cls(
            game=game,
            version=version,
            actions=actions,
            awaiting=awaiting,
            reason=reason,
        )

        return bad_trevor_action_list

