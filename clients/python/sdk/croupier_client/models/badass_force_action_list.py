from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.badass_force_action_list_reason import BadassForceActionListReason
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.badass_force_announce_action import BadassForceAnnounceAction
  from ..models.badass_force_armoury_action import BadassForceArmouryAction
  from ..models.badass_force_change_action import BadassForceChangeAction
  from ..models.badass_force_choose_action import BadassForceChooseAction
  from ..models.badass_force_denounce_action import BadassForceDenounceAction
  from ..models.badass_force_execute_action import BadassForceExecuteAction
  from ..models.badass_force_pass_action import BadassForcePassAction
  from ..models.badass_force_power_action import BadassForcePowerAction
  from ..models.badass_force_resign_action import BadassForceResignAction
  from ..models.badass_force_swap_action import BadassForceSwapAction





T = TypeVar("T", bound="BadassForceActionList")



@_attrs_define
class BadassForceActionList:
    """ Badass Force: Édition VHS: the actions the caller may take.

        Attributes:
            game (Literal['badass-force']):
            version (int):
            actions (list[BadassForceAnnounceAction | BadassForceArmouryAction | BadassForceChangeAction |
                BadassForceChooseAction | BadassForceDenounceAction | BadassForceExecuteAction | BadassForcePassAction |
                BadassForcePowerAction | BadassForceResignAction | BadassForceSwapAction]): Each with its `id`.
            awaiting (list[int | None]): Seats holding an open decision (null: the system).
            reason (BadassForceActionListReason | Unset): Why `actions` is empty (absent when it is not).
     """

    game: Literal['badass-force']
    version: int
    actions: list[BadassForceAnnounceAction | BadassForceArmouryAction | BadassForceChangeAction | BadassForceChooseAction | BadassForceDenounceAction | BadassForceExecuteAction | BadassForcePassAction | BadassForcePowerAction | BadassForceResignAction | BadassForceSwapAction]
    awaiting: list[int | None]
    reason: BadassForceActionListReason | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.badass_force_announce_action import BadassForceAnnounceAction # noqa: PLC0415
        from ..models.badass_force_armoury_action import BadassForceArmouryAction # noqa: PLC0415
        from ..models.badass_force_change_action import BadassForceChangeAction # noqa: PLC0415
        from ..models.badass_force_choose_action import BadassForceChooseAction # noqa: PLC0415
        from ..models.badass_force_denounce_action import BadassForceDenounceAction # noqa: PLC0415
        from ..models.badass_force_execute_action import BadassForceExecuteAction # noqa: PLC0415
        from ..models.badass_force_pass_action import BadassForcePassAction # noqa: PLC0415
        from ..models.badass_force_power_action import BadassForcePowerAction # noqa: PLC0415
        from ..models.badass_force_resign_action import BadassForceResignAction # noqa: PLC0415
        from ..models.badass_force_swap_action import BadassForceSwapAction # noqa: PLC0415
        game = self.game

        version = self.version

        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if isinstance(actions_item_data, BadassForceChooseAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BadassForceChangeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BadassForceSwapAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BadassForceExecuteAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BadassForceArmouryAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BadassForceAnnounceAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BadassForceDenounceAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BadassForcePassAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BadassForcePowerAction):
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
        from ..models.badass_force_announce_action import BadassForceAnnounceAction # noqa: PLC0415
        from ..models.badass_force_armoury_action import BadassForceArmouryAction # noqa: PLC0415
        from ..models.badass_force_change_action import BadassForceChangeAction # noqa: PLC0415
        from ..models.badass_force_choose_action import BadassForceChooseAction # noqa: PLC0415
        from ..models.badass_force_denounce_action import BadassForceDenounceAction # noqa: PLC0415
        from ..models.badass_force_execute_action import BadassForceExecuteAction # noqa: PLC0415
        from ..models.badass_force_pass_action import BadassForcePassAction # noqa: PLC0415
        from ..models.badass_force_power_action import BadassForcePowerAction # noqa: PLC0415
        from ..models.badass_force_resign_action import BadassForceResignAction # noqa: PLC0415
        from ..models.badass_force_swap_action import BadassForceSwapAction # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['badass-force'] , d.pop("game"))
        if game != 'badass-force':
            raise ValueError(f"game must match const 'badass-force', got '{game}'")

        version = d.pop("version")

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            def _parse_actions_item(data: object) -> BadassForceAnnounceAction | BadassForceArmouryAction | BadassForceChangeAction | BadassForceChooseAction | BadassForceDenounceAction | BadassForceExecuteAction | BadassForcePassAction | BadassForcePowerAction | BadassForceResignAction | BadassForceSwapAction:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_action_type_0 = BadassForceChooseAction.from_dict(data)



                    return componentsschemas_badass_force_action_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_action_type_1 = BadassForceChangeAction.from_dict(data)



                    return componentsschemas_badass_force_action_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_action_type_2 = BadassForceSwapAction.from_dict(data)



                    return componentsschemas_badass_force_action_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_action_type_3 = BadassForceExecuteAction.from_dict(data)



                    return componentsschemas_badass_force_action_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_action_type_4 = BadassForceArmouryAction.from_dict(data)



                    return componentsschemas_badass_force_action_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_action_type_5 = BadassForceAnnounceAction.from_dict(data)



                    return componentsschemas_badass_force_action_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_action_type_6 = BadassForceDenounceAction.from_dict(data)



                    return componentsschemas_badass_force_action_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_action_type_7 = BadassForcePassAction.from_dict(data)



                    return componentsschemas_badass_force_action_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_badass_force_action_type_8 = BadassForcePowerAction.from_dict(data)



                    return componentsschemas_badass_force_action_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_badass_force_action_type_9 = BadassForceResignAction.from_dict(data)



                return componentsschemas_badass_force_action_type_9

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
        reason: BadassForceActionListReason | Unset
        if isinstance(_reason,  Unset):
            reason = UNSET
        else:
            reason = BadassForceActionListReason(_reason)




        badass_force_action_list = cls(
            game=game,
            version=version,
            actions=actions,
            awaiting=awaiting,
            reason=reason,
        )

        return badass_force_action_list

