from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="VillainousBiggerAndBadderVanquishAction")



@_attrs_define
class VillainousBiggerAndBadderVanquishAction:
    """ Disney Villainous: Bigger and Badder: Vanquish this Hero with these fighters (comma-separated ids, empty for a Hero
    at Strength 0).

        Attributes:
            type_ (Literal['vanquish']):
            hero (str):
            allies (str):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
     """

    type_: Literal['vanquish']
    hero: str
    allies: str
    id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        hero = self.hero

        allies = self.allies

        id = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "hero": hero,
            "allies": allies,
        })
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['vanquish'] , d.pop("type"))
        if type_ != 'vanquish':
            raise ValueError(f"type must match const 'vanquish', got '{type_}'")

        hero = d.pop("hero")

        allies = d.pop("allies")

        id = d.pop("id", UNSET)

        villainous_bigger_and_badder_vanquish_action = cls(
            type_=type_,
            hero=hero,
            allies=allies,
            id=id,
        )

        return villainous_bigger_and_badder_vanquish_action

