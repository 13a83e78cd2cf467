from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="VillainousBiggerAndBadderFateAction")



@_attrs_define
class VillainousBiggerAndBadderFateAction:
    """ Disney Villainous: Bigger and Badder: Fate: reveal the top two cards of this opponent's Fate deck.

        Attributes:
            type_ (Literal['fate']):
            target (int):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
     """

    type_: Literal['fate']
    target: int
    id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        target = self.target

        id = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "target": target,
        })
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['fate'] , d.pop("type"))
        if type_ != 'fate':
            raise ValueError(f"type must match const 'fate', got '{type_}'")

        target = d.pop("target")

        id = d.pop("id", UNSET)

        villainous_bigger_and_badder_fate_action = cls(
            type_=type_,
            target=target,
            id=id,
        )

        return villainous_bigger_and_badder_fate_action

