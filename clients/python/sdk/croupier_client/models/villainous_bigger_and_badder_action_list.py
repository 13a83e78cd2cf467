from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.villainous_bigger_and_badder_action_list_reason import VillainousBiggerAndBadderActionListReason
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.villainous_bigger_and_badder_activate_action import VillainousBiggerAndBadderActivateAction
  from ..models.villainous_bigger_and_badder_attach_action import VillainousBiggerAndBadderAttachAction
  from ..models.villainous_bigger_and_badder_build_action import VillainousBiggerAndBadderBuildAction
  from ..models.villainous_bigger_and_badder_choose_action import VillainousBiggerAndBadderChooseAction
  from ..models.villainous_bigger_and_badder_condition_action import VillainousBiggerAndBadderConditionAction
  from ..models.villainous_bigger_and_badder_discard_action import VillainousBiggerAndBadderDiscardAction
  from ..models.villainous_bigger_and_badder_end_turn_action import VillainousBiggerAndBadderEndTurnAction
  from ..models.villainous_bigger_and_badder_fate_action import VillainousBiggerAndBadderFateAction
  from ..models.villainous_bigger_and_badder_gain_power_action import VillainousBiggerAndBadderGainPowerAction
  from ..models.villainous_bigger_and_badder_move_action import VillainousBiggerAndBadderMoveAction
  from ..models.villainous_bigger_and_badder_move_card_action import VillainousBiggerAndBadderMoveCardAction
  from ..models.villainous_bigger_and_badder_move_hero_action import VillainousBiggerAndBadderMoveHeroAction
  from ..models.villainous_bigger_and_badder_pass_action import VillainousBiggerAndBadderPassAction
  from ..models.villainous_bigger_and_badder_play_action import VillainousBiggerAndBadderPlayAction
  from ..models.villainous_bigger_and_badder_play_effect_action import VillainousBiggerAndBadderPlayEffectAction
  from ..models.villainous_bigger_and_badder_resign_action import VillainousBiggerAndBadderResignAction
  from ..models.villainous_bigger_and_badder_vanquish_action import VillainousBiggerAndBadderVanquishAction





T = TypeVar("T", bound="VillainousBiggerAndBadderActionList")



@_attrs_define
class VillainousBiggerAndBadderActionList:
    """ Disney Villainous: Bigger and Badder: the actions the caller may take.

        Attributes:
            game (Literal['villainous-bigger-and-badder']):
            version (int):
            actions (list[VillainousBiggerAndBadderActivateAction | VillainousBiggerAndBadderAttachAction |
                VillainousBiggerAndBadderBuildAction | VillainousBiggerAndBadderChooseAction |
                VillainousBiggerAndBadderConditionAction | VillainousBiggerAndBadderDiscardAction |
                VillainousBiggerAndBadderEndTurnAction | VillainousBiggerAndBadderFateAction |
                VillainousBiggerAndBadderGainPowerAction | VillainousBiggerAndBadderMoveAction |
                VillainousBiggerAndBadderMoveCardAction | VillainousBiggerAndBadderMoveHeroAction |
                VillainousBiggerAndBadderPassAction | VillainousBiggerAndBadderPlayAction |
                VillainousBiggerAndBadderPlayEffectAction | VillainousBiggerAndBadderResignAction |
                VillainousBiggerAndBadderVanquishAction]): Each with its `id`.
            awaiting (list[int | None]): Seats holding an open decision (null: the system).
            reason (VillainousBiggerAndBadderActionListReason | Unset): Why `actions` is empty (absent when it is not).
     """

    game: Literal['villainous-bigger-and-badder']
    version: int
    actions: list[VillainousBiggerAndBadderActivateAction | VillainousBiggerAndBadderAttachAction | VillainousBiggerAndBadderBuildAction | VillainousBiggerAndBadderChooseAction | VillainousBiggerAndBadderConditionAction | VillainousBiggerAndBadderDiscardAction | VillainousBiggerAndBadderEndTurnAction | VillainousBiggerAndBadderFateAction | VillainousBiggerAndBadderGainPowerAction | VillainousBiggerAndBadderMoveAction | VillainousBiggerAndBadderMoveCardAction | VillainousBiggerAndBadderMoveHeroAction | VillainousBiggerAndBadderPassAction | VillainousBiggerAndBadderPlayAction | VillainousBiggerAndBadderPlayEffectAction | VillainousBiggerAndBadderResignAction | VillainousBiggerAndBadderVanquishAction]
    awaiting: list[int | None]
    reason: VillainousBiggerAndBadderActionListReason | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.villainous_bigger_and_badder_activate_action import VillainousBiggerAndBadderActivateAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_attach_action import VillainousBiggerAndBadderAttachAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_build_action import VillainousBiggerAndBadderBuildAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_choose_action import VillainousBiggerAndBadderChooseAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_condition_action import VillainousBiggerAndBadderConditionAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_discard_action import VillainousBiggerAndBadderDiscardAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_end_turn_action import VillainousBiggerAndBadderEndTurnAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_fate_action import VillainousBiggerAndBadderFateAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_gain_power_action import VillainousBiggerAndBadderGainPowerAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_move_action import VillainousBiggerAndBadderMoveAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_move_card_action import VillainousBiggerAndBadderMoveCardAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_move_hero_action import VillainousBiggerAndBadderMoveHeroAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_pass_action import VillainousBiggerAndBadderPassAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_play_action import VillainousBiggerAndBadderPlayAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_play_effect_action import VillainousBiggerAndBadderPlayEffectAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_resign_action import VillainousBiggerAndBadderResignAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_vanquish_action import VillainousBiggerAndBadderVanquishAction # noqa: PLC0415
        game = self.game

        version = self.version

        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if isinstance(actions_item_data, VillainousBiggerAndBadderMoveAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, VillainousBiggerAndBadderGainPowerAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, VillainousBiggerAndBadderPlayAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, VillainousBiggerAndBadderAttachAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, VillainousBiggerAndBadderPlayEffectAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, VillainousBiggerAndBadderBuildAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, VillainousBiggerAndBadderActivateAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, VillainousBiggerAndBadderMoveCardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, VillainousBiggerAndBadderMoveHeroAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, VillainousBiggerAndBadderFateAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, VillainousBiggerAndBadderVanquishAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, VillainousBiggerAndBadderDiscardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, VillainousBiggerAndBadderEndTurnAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, VillainousBiggerAndBadderChooseAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, VillainousBiggerAndBadderConditionAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, VillainousBiggerAndBadderPassAction):
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
        from ..models.villainous_bigger_and_badder_activate_action import VillainousBiggerAndBadderActivateAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_attach_action import VillainousBiggerAndBadderAttachAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_build_action import VillainousBiggerAndBadderBuildAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_choose_action import VillainousBiggerAndBadderChooseAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_condition_action import VillainousBiggerAndBadderConditionAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_discard_action import VillainousBiggerAndBadderDiscardAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_end_turn_action import VillainousBiggerAndBadderEndTurnAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_fate_action import VillainousBiggerAndBadderFateAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_gain_power_action import VillainousBiggerAndBadderGainPowerAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_move_action import VillainousBiggerAndBadderMoveAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_move_card_action import VillainousBiggerAndBadderMoveCardAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_move_hero_action import VillainousBiggerAndBadderMoveHeroAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_pass_action import VillainousBiggerAndBadderPassAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_play_action import VillainousBiggerAndBadderPlayAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_play_effect_action import VillainousBiggerAndBadderPlayEffectAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_resign_action import VillainousBiggerAndBadderResignAction # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_vanquish_action import VillainousBiggerAndBadderVanquishAction # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['villainous-bigger-and-badder'] , d.pop("game"))
        if game != 'villainous-bigger-and-badder':
            raise ValueError(f"game must match const 'villainous-bigger-and-badder', got '{game}'")

        version = d.pop("version")

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            def _parse_actions_item(data: object) -> VillainousBiggerAndBadderActivateAction | VillainousBiggerAndBadderAttachAction | VillainousBiggerAndBadderBuildAction | VillainousBiggerAndBadderChooseAction | VillainousBiggerAndBadderConditionAction | VillainousBiggerAndBadderDiscardAction | VillainousBiggerAndBadderEndTurnAction | VillainousBiggerAndBadderFateAction | VillainousBiggerAndBadderGainPowerAction | VillainousBiggerAndBadderMoveAction | VillainousBiggerAndBadderMoveCardAction | VillainousBiggerAndBadderMoveHeroAction | VillainousBiggerAndBadderPassAction | VillainousBiggerAndBadderPlayAction | VillainousBiggerAndBadderPlayEffectAction | VillainousBiggerAndBadderResignAction | VillainousBiggerAndBadderVanquishAction:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_action_type_0 = VillainousBiggerAndBadderMoveAction.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_action_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_action_type_1 = VillainousBiggerAndBadderGainPowerAction.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_action_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_action_type_2 = VillainousBiggerAndBadderPlayAction.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_action_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_action_type_3 = VillainousBiggerAndBadderAttachAction.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_action_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_action_type_4 = VillainousBiggerAndBadderPlayEffectAction.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_action_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_action_type_5 = VillainousBiggerAndBadderBuildAction.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_action_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_action_type_6 = VillainousBiggerAndBadderActivateAction.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_action_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_action_type_7 = VillainousBiggerAndBadderMoveCardAction.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_action_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_action_type_8 = VillainousBiggerAndBadderMoveHeroAction.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_action_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_action_type_9 = VillainousBiggerAndBadderFateAction.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_action_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_action_type_10 = VillainousBiggerAndBadderVanquishAction.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_action_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_action_type_11 = VillainousBiggerAndBadderDiscardAction.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_action_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_action_type_12 = VillainousBiggerAndBadderEndTurnAction.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_action_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_action_type_13 = VillainousBiggerAndBadderChooseAction.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_action_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_action_type_14 = VillainousBiggerAndBadderConditionAction.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_action_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_villainous_bigger_and_badder_action_type_15 = VillainousBiggerAndBadderPassAction.from_dict(data)



                    return componentsschemas_villainous_bigger_and_badder_action_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_villainous_bigger_and_badder_action_type_16 = VillainousBiggerAndBadderResignAction.from_dict(data)



                return componentsschemas_villainous_bigger_and_badder_action_type_16

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
        reason: VillainousBiggerAndBadderActionListReason | Unset
        if isinstance(_reason,  Unset):
            reason = UNSET
        else:
            reason = VillainousBiggerAndBadderActionListReason(_reason)




        villainous_bigger_and_badder_action_list = cls(
            game=game,
            version=version,
            actions=actions,
            awaiting=awaiting,
            reason=reason,
        )

        return villainous_bigger_and_badder_action_list

