from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.start_match_strategy import StartMatchStrategy
from ..types import UNSET, Unset






T = TypeVar("T", bound="StartMatch")



@_attrs_define
class StartMatch:
    """ 
        Attributes:
            strategy (StartMatchStrategy | Unset): The bots' strategy in the seats still open (random). Default:
                StartMatchStrategy.RANDOM.
     """

    strategy: StartMatchStrategy | Unset = StartMatchStrategy.RANDOM





    def to_dict(self) -> dict[str, Any]:
        strategy: str | Unset = UNSET
        if not isinstance(self.strategy, Unset):
            strategy = self.strategy.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if strategy is not UNSET:
            field_dict["strategy"] = strategy

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _strategy = d.pop("strategy", UNSET)
        strategy: StartMatchStrategy | Unset
        if isinstance(_strategy,  Unset):
            strategy = UNSET
        else:
            strategy = StartMatchStrategy(_strategy)




        start_match = cls(
            strategy=strategy,
        )

        return start_match

