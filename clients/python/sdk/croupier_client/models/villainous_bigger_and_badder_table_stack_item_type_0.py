from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.villainous_bigger_and_badder_table_stack_item_type_0_kind import VillainousBiggerAndBadderTableStackItemType0Kind
from ..models.villainous_bigger_and_badder_table_stack_item_type_0_situation import VillainousBiggerAndBadderTableStackItemType0Situation
from typing import cast






T = TypeVar("T", bound="VillainousBiggerAndBadderTableStackItemType0")



@_attrs_define
class VillainousBiggerAndBadderTableStackItemType0:
    """ 
        Attributes:
            kind (VillainousBiggerAndBadderTableStackItemType0Kind): A Condition window.
            id (int): Its instance.
            situation (VillainousBiggerAndBadderTableStackItemType0Situation): What arose.
            seat (int): The seat that did it (gained Power, discarded, played, vanquished).
            seats (list[int]): The seats asked.
            answered (list[int]): The seats that answered (how is sealed: V23).
            closed (bool): Every answer is in: its Conditions resolve.
     """

    kind: VillainousBiggerAndBadderTableStackItemType0Kind
    id: int
    situation: VillainousBiggerAndBadderTableStackItemType0Situation
    seat: int
    seats: list[int]
    answered: list[int]
    closed: bool





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        id = self.id

        situation = self.situation.value

        seat = self.seat

        seats = self.seats



        answered = self.answered



        closed = self.closed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "id": id,
            "situation": situation,
            "seat": seat,
            "seats": seats,
            "answered": answered,
            "closed": closed,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = VillainousBiggerAndBadderTableStackItemType0Kind(d.pop("kind"))




        id = d.pop("id")

        situation = VillainousBiggerAndBadderTableStackItemType0Situation(d.pop("situation"))




        seat = d.pop("seat")

        seats = cast(list[int], d.pop("seats"))


        answered = cast(list[int], d.pop("answered"))


        closed = d.pop("closed")

        villainous_bigger_and_badder_table_stack_item_type_0 = cls(
            kind=kind,
            id=id,
            situation=situation,
            seat=seat,
            seats=seats,
            answered=answered,
            closed=closed,
        )

        return villainous_bigger_and_badder_table_stack_item_type_0

