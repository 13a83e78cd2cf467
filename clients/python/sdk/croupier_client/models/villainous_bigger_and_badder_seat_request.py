from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.villainous_bigger_and_badder_seat_request_strategy import VillainousBiggerAndBadderSeatRequestStrategy
from ..models.villainous_bigger_and_badder_seat_request_type import VillainousBiggerAndBadderSeatRequestType
from ..types import UNSET, Unset






T = TypeVar("T", bound="VillainousBiggerAndBadderSeatRequest")



@_attrs_define
class VillainousBiggerAndBadderSeatRequest:
    """ 
        Attributes:
            type_ (VillainousBiggerAndBadderSeatRequestType):
            strategy (VillainousBiggerAndBadderSeatRequestStrategy | Unset): Bot strategy (bot seats only).
     """

    type_: VillainousBiggerAndBadderSeatRequestType
    strategy: VillainousBiggerAndBadderSeatRequestStrategy | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        strategy: str | Unset = UNSET
        if not isinstance(self.strategy, Unset):
            strategy = self.strategy.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if strategy is not UNSET:
            field_dict["strategy"] = strategy

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = VillainousBiggerAndBadderSeatRequestType(d.pop("type"))




        _strategy = d.pop("strategy", UNSET)
        strategy: VillainousBiggerAndBadderSeatRequestStrategy | Unset
        if isinstance(_strategy,  Unset):
            strategy = UNSET
        else:
            strategy = VillainousBiggerAndBadderSeatRequestStrategy(_strategy)




        villainous_bigger_and_badder_seat_request = cls(
            type_=type_,
            strategy=strategy,
        )

        return villainous_bigger_and_badder_seat_request

