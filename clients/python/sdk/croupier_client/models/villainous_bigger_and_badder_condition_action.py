from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="VillainousBiggerAndBadderConditionAction")



@_attrs_define
class VillainousBiggerAndBadderConditionAction:
    """ Disney Villainous: Bigger and Badder: Play these Conditions (comma-separated ids) in this window.

        Attributes:
            type_ (Literal['condition']):
            cards (str):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
     """

    type_: Literal['condition']
    cards: str
    id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        cards = self.cards

        id = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "cards": cards,
        })
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['condition'] , d.pop("type"))
        if type_ != 'condition':
            raise ValueError(f"type must match const 'condition', got '{type_}'")

        cards = d.pop("cards")

        id = d.pop("id", UNSET)

        villainous_bigger_and_badder_condition_action = cls(
            type_=type_,
            cards=cards,
            id=id,
        )

        return villainous_bigger_and_badder_condition_action

