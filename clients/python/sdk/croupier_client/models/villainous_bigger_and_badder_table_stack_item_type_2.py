from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.villainous_bigger_and_badder_table_stack_item_type_2_kind import VillainousBiggerAndBadderTableStackItemType2Kind
from typing import cast

if TYPE_CHECKING:
  from ..models.villainous_bigger_and_badder_table_stack_item_type_2_data import VillainousBiggerAndBadderTableStackItemType2Data





T = TypeVar("T", bound="VillainousBiggerAndBadderTableStackItemType2")



@_attrs_define
class VillainousBiggerAndBadderTableStackItemType2:
    """ 
        Attributes:
            kind (VillainousBiggerAndBadderTableStackItemType2Kind): A step that follows the choices above it.
            id (int): Its instance.
            step (str): Which step.
            data (VillainousBiggerAndBadderTableStackItemType2Data): What the step works on (V60).
     """

    kind: VillainousBiggerAndBadderTableStackItemType2Kind
    id: int
    step: str
    data: VillainousBiggerAndBadderTableStackItemType2Data





    def to_dict(self) -> dict[str, Any]:
        from ..models.villainous_bigger_and_badder_table_stack_item_type_2_data import VillainousBiggerAndBadderTableStackItemType2Data # noqa: PLC0415
        kind = self.kind.value

        id = self.id

        step = self.step

        data = self.data.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "id": id,
            "step": step,
            "data": data,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.villainous_bigger_and_badder_table_stack_item_type_2_data import VillainousBiggerAndBadderTableStackItemType2Data # noqa: PLC0415
        d = dict(src_dict)
        kind = VillainousBiggerAndBadderTableStackItemType2Kind(d.pop("kind"))




        id = d.pop("id")

        step = d.pop("step")

        data = VillainousBiggerAndBadderTableStackItemType2Data.from_dict(d.pop("data"))




        villainous_bigger_and_badder_table_stack_item_type_2 = cls(
            kind=kind,
            id=id,
            step=step,
            data=data,
        )

        return villainous_bigger_and_badder_table_stack_item_type_2

