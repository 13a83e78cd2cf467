from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

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
  from ..models.practical_guide_to_evil_discard_action import PracticalGuideToEvilDiscardAction
  from ..models.practical_guide_to_evil_drop_marker_action import PracticalGuideToEvilDropMarkerAction
  from ..models.practical_guide_to_evil_end_turn_action import PracticalGuideToEvilEndTurnAction
  from ..models.practical_guide_to_evil_play_action import PracticalGuideToEvilPlayAction
  from ..models.practical_guide_to_evil_play_against_action import PracticalGuideToEvilPlayAgainstAction
  from ..models.practical_guide_to_evil_resign_action import PracticalGuideToEvilResignAction
  from ..models.practical_guide_to_evil_use_aspect_action import PracticalGuideToEvilUseAspectAction
  from ..models.revenge_of_the_b_movie_add_action import RevengeOfTheBMovieAddAction
  from ..models.revenge_of_the_b_movie_discard_action import RevengeOfTheBMovieDiscardAction
  from ..models.revenge_of_the_b_movie_end_turn_action import RevengeOfTheBMovieEndTurnAction
  from ..models.revenge_of_the_b_movie_keep_action import RevengeOfTheBMovieKeepAction
  from ..models.revenge_of_the_b_movie_rearrange_action import RevengeOfTheBMovieRearrangeAction
  from ..models.revenge_of_the_b_movie_resign_action import RevengeOfTheBMovieResignAction
  from ..models.revenge_of_the_b_movie_start_action import RevengeOfTheBMovieStartAction
  from ..models.revenge_of_the_b_movie_wrap_action import RevengeOfTheBMovieWrapAction
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





T = TypeVar("T", bound="SubmitAction")



@_attrs_define
class SubmitAction:
    """ 
        Attributes:
            action_id (str | Unset):
            action (BadassForceAnnounceAction | BadassForceArmouryAction | BadassForceChangeAction | BadassForceChooseAction
                | BadassForceDenounceAction | BadassForceExecuteAction | BadassForcePassAction | BadassForcePowerAction |
                BadassForceResignAction | BadassForceSwapAction | BadTrevorCarryOnAction | BadTrevorDemandAction |
                BadTrevorGiveAction | BadTrevorHandOffAction | BadTrevorKevinAction | BadTrevorLayAction |
                BadTrevorLookoutAction | BadTrevorPassAction | BadTrevorPickAction | BadTrevorReadyAction |
                BadTrevorRescueAction | BadTrevorResignAction | BadTrevorReverseAction | PracticalGuideToEvilDiscardAction |
                PracticalGuideToEvilDropMarkerAction | PracticalGuideToEvilEndTurnAction | PracticalGuideToEvilPlayAction |
                PracticalGuideToEvilPlayAgainstAction | PracticalGuideToEvilResignAction | PracticalGuideToEvilUseAspectAction |
                RevengeOfTheBMovieAddAction | RevengeOfTheBMovieDiscardAction | RevengeOfTheBMovieEndTurnAction |
                RevengeOfTheBMovieKeepAction | RevengeOfTheBMovieRearrangeAction | RevengeOfTheBMovieResignAction |
                RevengeOfTheBMovieStartAction | RevengeOfTheBMovieWrapAction | Unset | VillainousBiggerAndBadderActivateAction |
                VillainousBiggerAndBadderAttachAction | VillainousBiggerAndBadderBuildAction |
                VillainousBiggerAndBadderChooseAction | VillainousBiggerAndBadderConditionAction |
                VillainousBiggerAndBadderDiscardAction | VillainousBiggerAndBadderEndTurnAction |
                VillainousBiggerAndBadderFateAction | VillainousBiggerAndBadderGainPowerAction |
                VillainousBiggerAndBadderMoveAction | VillainousBiggerAndBadderMoveCardAction |
                VillainousBiggerAndBadderMoveHeroAction | VillainousBiggerAndBadderPassAction |
                VillainousBiggerAndBadderPlayAction | VillainousBiggerAndBadderPlayEffectAction |
                VillainousBiggerAndBadderResignAction | VillainousBiggerAndBadderVanquishAction): One action: its `type` and
                that type's arguments.
     """

    action_id: str | Unset = UNSET
    action: BadassForceAnnounceAction | BadassForceArmouryAction | BadassForceChangeAction | BadassForceChooseAction | BadassForceDenounceAction | BadassForceExecuteAction | BadassForcePassAction | BadassForcePowerAction | BadassForceResignAction | BadassForceSwapAction | BadTrevorCarryOnAction | BadTrevorDemandAction | BadTrevorGiveAction | BadTrevorHandOffAction | BadTrevorKevinAction | BadTrevorLayAction | BadTrevorLookoutAction | BadTrevorPassAction | BadTrevorPickAction | BadTrevorReadyAction | BadTrevorRescueAction | BadTrevorResignAction | BadTrevorReverseAction | PracticalGuideToEvilDiscardAction | PracticalGuideToEvilDropMarkerAction | PracticalGuideToEvilEndTurnAction | PracticalGuideToEvilPlayAction | PracticalGuideToEvilPlayAgainstAction | PracticalGuideToEvilResignAction | PracticalGuideToEvilUseAspectAction | RevengeOfTheBMovieAddAction | RevengeOfTheBMovieDiscardAction | RevengeOfTheBMovieEndTurnAction | RevengeOfTheBMovieKeepAction | RevengeOfTheBMovieRearrangeAction | RevengeOfTheBMovieResignAction | RevengeOfTheBMovieStartAction | RevengeOfTheBMovieWrapAction | Unset | VillainousBiggerAndBadderActivateAction | VillainousBiggerAndBadderAttachAction | VillainousBiggerAndBadderBuildAction | VillainousBiggerAndBadderChooseAction | VillainousBiggerAndBadderConditionAction | VillainousBiggerAndBadderDiscardAction | VillainousBiggerAndBadderEndTurnAction | VillainousBiggerAndBadderFateAction | VillainousBiggerAndBadderGainPowerAction | VillainousBiggerAndBadderMoveAction | VillainousBiggerAndBadderMoveCardAction | VillainousBiggerAndBadderMoveHeroAction | VillainousBiggerAndBadderPassAction | VillainousBiggerAndBadderPlayAction | VillainousBiggerAndBadderPlayEffectAction | VillainousBiggerAndBadderResignAction | VillainousBiggerAndBadderVanquishAction = UNSET





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
        from ..models.practical_guide_to_evil_discard_action import PracticalGuideToEvilDiscardAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_drop_marker_action import PracticalGuideToEvilDropMarkerAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_end_turn_action import PracticalGuideToEvilEndTurnAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_play_action import PracticalGuideToEvilPlayAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_play_against_action import PracticalGuideToEvilPlayAgainstAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_resign_action import PracticalGuideToEvilResignAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_use_aspect_action import PracticalGuideToEvilUseAspectAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_add_action import RevengeOfTheBMovieAddAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_discard_action import RevengeOfTheBMovieDiscardAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_end_turn_action import RevengeOfTheBMovieEndTurnAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_keep_action import RevengeOfTheBMovieKeepAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_rearrange_action import RevengeOfTheBMovieRearrangeAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_resign_action import RevengeOfTheBMovieResignAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_start_action import RevengeOfTheBMovieStartAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_wrap_action import RevengeOfTheBMovieWrapAction # noqa: PLC0415
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
        action_id = self.action_id

        action: dict[str, Any] | Unset
        if isinstance(self.action, Unset):
            action = UNSET
        elif isinstance(self.action, BadTrevorReadyAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BadTrevorRescueAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BadTrevorLayAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BadTrevorPickAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BadTrevorKevinAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BadTrevorCarryOnAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BadTrevorReverseAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BadTrevorDemandAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BadTrevorGiveAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BadTrevorHandOffAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BadTrevorLookoutAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BadTrevorPassAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BadTrevorResignAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BadassForceChooseAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BadassForceChangeAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BadassForceSwapAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BadassForceExecuteAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BadassForceArmouryAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BadassForceAnnounceAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BadassForceDenounceAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BadassForcePassAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BadassForcePowerAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BadassForceResignAction):
            action = self.action.to_dict()
        elif isinstance(self.action, PracticalGuideToEvilPlayAction):
            action = self.action.to_dict()
        elif isinstance(self.action, PracticalGuideToEvilPlayAgainstAction):
            action = self.action.to_dict()
        elif isinstance(self.action, PracticalGuideToEvilUseAspectAction):
            action = self.action.to_dict()
        elif isinstance(self.action, PracticalGuideToEvilEndTurnAction):
            action = self.action.to_dict()
        elif isinstance(self.action, PracticalGuideToEvilDiscardAction):
            action = self.action.to_dict()
        elif isinstance(self.action, PracticalGuideToEvilDropMarkerAction):
            action = self.action.to_dict()
        elif isinstance(self.action, PracticalGuideToEvilResignAction):
            action = self.action.to_dict()
        elif isinstance(self.action, RevengeOfTheBMovieStartAction):
            action = self.action.to_dict()
        elif isinstance(self.action, RevengeOfTheBMovieAddAction):
            action = self.action.to_dict()
        elif isinstance(self.action, RevengeOfTheBMovieDiscardAction):
            action = self.action.to_dict()
        elif isinstance(self.action, RevengeOfTheBMovieRearrangeAction):
            action = self.action.to_dict()
        elif isinstance(self.action, RevengeOfTheBMovieWrapAction):
            action = self.action.to_dict()
        elif isinstance(self.action, RevengeOfTheBMovieEndTurnAction):
            action = self.action.to_dict()
        elif isinstance(self.action, RevengeOfTheBMovieKeepAction):
            action = self.action.to_dict()
        elif isinstance(self.action, RevengeOfTheBMovieResignAction):
            action = self.action.to_dict()
        elif isinstance(self.action, VillainousBiggerAndBadderMoveAction):
            action = self.action.to_dict()
        elif isinstance(self.action, VillainousBiggerAndBadderGainPowerAction):
            action = self.action.to_dict()
        elif isinstance(self.action, VillainousBiggerAndBadderPlayAction):
            action = self.action.to_dict()
        elif isinstance(self.action, VillainousBiggerAndBadderAttachAction):
            action = self.action.to_dict()
        elif isinstance(self.action, VillainousBiggerAndBadderPlayEffectAction):
            action = self.action.to_dict()
        elif isinstance(self.action, VillainousBiggerAndBadderBuildAction):
            action = self.action.to_dict()
        elif isinstance(self.action, VillainousBiggerAndBadderActivateAction):
            action = self.action.to_dict()
        elif isinstance(self.action, VillainousBiggerAndBadderMoveCardAction):
            action = self.action.to_dict()
        elif isinstance(self.action, VillainousBiggerAndBadderMoveHeroAction):
            action = self.action.to_dict()
        elif isinstance(self.action, VillainousBiggerAndBadderFateAction):
            action = self.action.to_dict()
        elif isinstance(self.action, VillainousBiggerAndBadderVanquishAction):
            action = self.action.to_dict()
        elif isinstance(self.action, VillainousBiggerAndBadderDiscardAction):
            action = self.action.to_dict()
        elif isinstance(self.action, VillainousBiggerAndBadderEndTurnAction):
            action = self.action.to_dict()
        elif isinstance(self.action, VillainousBiggerAndBadderChooseAction):
            action = self.action.to_dict()
        elif isinstance(self.action, VillainousBiggerAndBadderConditionAction):
            action = self.action.to_dict()
        elif isinstance(self.action, VillainousBiggerAndBadderPassAction):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if action_id is not UNSET:
            field_dict["action_id"] = action_id
        if action is not UNSET:
            field_dict["action"] = action

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
        from ..models.practical_guide_to_evil_discard_action import PracticalGuideToEvilDiscardAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_drop_marker_action import PracticalGuideToEvilDropMarkerAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_end_turn_action import PracticalGuideToEvilEndTurnAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_play_action import PracticalGuideToEvilPlayAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_play_against_action import PracticalGuideToEvilPlayAgainstAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_resign_action import PracticalGuideToEvilResignAction # noqa: PLC0415
        from ..models.practical_guide_to_evil_use_aspect_action import PracticalGuideToEvilUseAspectAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_add_action import RevengeOfTheBMovieAddAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_discard_action import RevengeOfTheBMovieDiscardAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_end_turn_action import RevengeOfTheBMovieEndTurnAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_keep_action import RevengeOfTheBMovieKeepAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_rearrange_action import RevengeOfTheBMovieRearrangeAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_resign_action import RevengeOfTheBMovieResignAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_start_action import RevengeOfTheBMovieStartAction # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_wrap_action import RevengeOfTheBMovieWrapAction # noqa: PLC0415
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
        action_id = d.pop("action_id", UNSET)

        def _parse_action(data: object) -> BadassForceAnnounceAction | BadassForceArmouryAction | BadassForceChangeAction | BadassForceChooseAction | BadassForceDenounceAction | BadassForceExecuteAction | BadassForcePassAction | BadassForcePowerAction | BadassForceResignAction | BadassForceSwapAction | BadTrevorCarryOnAction | BadTrevorDemandAction | BadTrevorGiveAction | BadTrevorHandOffAction | BadTrevorKevinAction | BadTrevorLayAction | BadTrevorLookoutAction | BadTrevorPassAction | BadTrevorPickAction | BadTrevorReadyAction | BadTrevorRescueAction | BadTrevorResignAction | BadTrevorReverseAction | PracticalGuideToEvilDiscardAction | PracticalGuideToEvilDropMarkerAction | PracticalGuideToEvilEndTurnAction | PracticalGuideToEvilPlayAction | PracticalGuideToEvilPlayAgainstAction | PracticalGuideToEvilResignAction | PracticalGuideToEvilUseAspectAction | RevengeOfTheBMovieAddAction | RevengeOfTheBMovieDiscardAction | RevengeOfTheBMovieEndTurnAction | RevengeOfTheBMovieKeepAction | RevengeOfTheBMovieRearrangeAction | RevengeOfTheBMovieResignAction | RevengeOfTheBMovieStartAction | RevengeOfTheBMovieWrapAction | Unset | VillainousBiggerAndBadderActivateAction | VillainousBiggerAndBadderAttachAction | VillainousBiggerAndBadderBuildAction | VillainousBiggerAndBadderChooseAction | VillainousBiggerAndBadderConditionAction | VillainousBiggerAndBadderDiscardAction | VillainousBiggerAndBadderEndTurnAction | VillainousBiggerAndBadderFateAction | VillainousBiggerAndBadderGainPowerAction | VillainousBiggerAndBadderMoveAction | VillainousBiggerAndBadderMoveCardAction | VillainousBiggerAndBadderMoveHeroAction | VillainousBiggerAndBadderPassAction | VillainousBiggerAndBadderPlayAction | VillainousBiggerAndBadderPlayEffectAction | VillainousBiggerAndBadderResignAction | VillainousBiggerAndBadderVanquishAction:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_0 = BadTrevorReadyAction.from_dict(data)



                return componentsschemas_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_1 = BadTrevorRescueAction.from_dict(data)



                return componentsschemas_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_2 = BadTrevorLayAction.from_dict(data)



                return componentsschemas_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_3 = BadTrevorPickAction.from_dict(data)



                return componentsschemas_action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_4 = BadTrevorKevinAction.from_dict(data)



                return componentsschemas_action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_5 = BadTrevorCarryOnAction.from_dict(data)



                return componentsschemas_action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_6 = BadTrevorReverseAction.from_dict(data)



                return componentsschemas_action_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_7 = BadTrevorDemandAction.from_dict(data)



                return componentsschemas_action_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_8 = BadTrevorGiveAction.from_dict(data)



                return componentsschemas_action_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_9 = BadTrevorHandOffAction.from_dict(data)



                return componentsschemas_action_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_10 = BadTrevorLookoutAction.from_dict(data)



                return componentsschemas_action_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_11 = BadTrevorPassAction.from_dict(data)



                return componentsschemas_action_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_12 = BadTrevorResignAction.from_dict(data)



                return componentsschemas_action_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_13 = BadassForceChooseAction.from_dict(data)



                return componentsschemas_action_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_14 = BadassForceChangeAction.from_dict(data)



                return componentsschemas_action_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_15 = BadassForceSwapAction.from_dict(data)



                return componentsschemas_action_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_16 = BadassForceExecuteAction.from_dict(data)



                return componentsschemas_action_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_17 = BadassForceArmouryAction.from_dict(data)



                return componentsschemas_action_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_18 = BadassForceAnnounceAction.from_dict(data)



                return componentsschemas_action_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_19 = BadassForceDenounceAction.from_dict(data)



                return componentsschemas_action_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_20 = BadassForcePassAction.from_dict(data)



                return componentsschemas_action_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_21 = BadassForcePowerAction.from_dict(data)



                return componentsschemas_action_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_22 = BadassForceResignAction.from_dict(data)



                return componentsschemas_action_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_23 = PracticalGuideToEvilPlayAction.from_dict(data)



                return componentsschemas_action_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_24 = PracticalGuideToEvilPlayAgainstAction.from_dict(data)



                return componentsschemas_action_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_25 = PracticalGuideToEvilUseAspectAction.from_dict(data)



                return componentsschemas_action_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_26 = PracticalGuideToEvilEndTurnAction.from_dict(data)



                return componentsschemas_action_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_27 = PracticalGuideToEvilDiscardAction.from_dict(data)



                return componentsschemas_action_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_28 = PracticalGuideToEvilDropMarkerAction.from_dict(data)



                return componentsschemas_action_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_29 = PracticalGuideToEvilResignAction.from_dict(data)



                return componentsschemas_action_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_30 = RevengeOfTheBMovieStartAction.from_dict(data)



                return componentsschemas_action_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_31 = RevengeOfTheBMovieAddAction.from_dict(data)



                return componentsschemas_action_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_32 = RevengeOfTheBMovieDiscardAction.from_dict(data)



                return componentsschemas_action_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_33 = RevengeOfTheBMovieRearrangeAction.from_dict(data)



                return componentsschemas_action_type_33
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_34 = RevengeOfTheBMovieWrapAction.from_dict(data)



                return componentsschemas_action_type_34
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_35 = RevengeOfTheBMovieEndTurnAction.from_dict(data)



                return componentsschemas_action_type_35
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_36 = RevengeOfTheBMovieKeepAction.from_dict(data)



                return componentsschemas_action_type_36
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_37 = RevengeOfTheBMovieResignAction.from_dict(data)



                return componentsschemas_action_type_37
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_38 = VillainousBiggerAndBadderMoveAction.from_dict(data)



                return componentsschemas_action_type_38
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_39 = VillainousBiggerAndBadderGainPowerAction.from_dict(data)



                return componentsschemas_action_type_39
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_40 = VillainousBiggerAndBadderPlayAction.from_dict(data)



                return componentsschemas_action_type_40
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_41 = VillainousBiggerAndBadderAttachAction.from_dict(data)



                return componentsschemas_action_type_41
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_42 = VillainousBiggerAndBadderPlayEffectAction.from_dict(data)



                return componentsschemas_action_type_42
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_43 = VillainousBiggerAndBadderBuildAction.from_dict(data)



                return componentsschemas_action_type_43
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_44 = VillainousBiggerAndBadderActivateAction.from_dict(data)



                return componentsschemas_action_type_44
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_45 = VillainousBiggerAndBadderMoveCardAction.from_dict(data)



                return componentsschemas_action_type_45
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_46 = VillainousBiggerAndBadderMoveHeroAction.from_dict(data)



                return componentsschemas_action_type_46
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_47 = VillainousBiggerAndBadderFateAction.from_dict(data)



                return componentsschemas_action_type_47
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_48 = VillainousBiggerAndBadderVanquishAction.from_dict(data)



                return componentsschemas_action_type_48
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_49 = VillainousBiggerAndBadderDiscardAction.from_dict(data)



                return componentsschemas_action_type_49
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_50 = VillainousBiggerAndBadderEndTurnAction.from_dict(data)



                return componentsschemas_action_type_50
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_51 = VillainousBiggerAndBadderChooseAction.from_dict(data)



                return componentsschemas_action_type_51
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_52 = VillainousBiggerAndBadderConditionAction.from_dict(data)



                return componentsschemas_action_type_52
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_53 = VillainousBiggerAndBadderPassAction.from_dict(data)



                return componentsschemas_action_type_53
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_action_type_54 = VillainousBiggerAndBadderResignAction.from_dict(data)



            return componentsschemas_action_type_54

        action = _parse_action(d.pop("action", UNSET))


        submit_action = cls(
            action_id=action_id,
            action=action,
        )

        return submit_action

