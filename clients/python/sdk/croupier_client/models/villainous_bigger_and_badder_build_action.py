from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="VillainousBiggerAndBadderBuildAction")



@_attrs_define
class VillainousBiggerAndBadderBuildAction:
    """ Disney Villainous: Bigger and Badder: Build this Omnidroid at this location (Syndrome; a Play action).

        Attributes:
            type_ (Literal['build']):
            omnidroid (str):
            location (str):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
     """

    type_: Literal['build']
    omnidroid: str
    location: str
    id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        omnidroid = self.omnidroid

        location = self.location

        id = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "omnidroid": omnidroid,
            "location": location,
        })
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['build'] , d.pop("type"))
        if type_ != 'build':
            raise ValueError(f"type must match const 'build', got '{type_}'")

        omnidroid = d.pop("omnidroid")

        location = d.pop("location")

        id = d.pop("id", UNSET)

        villainous_bigger_and_badder_build_action = cls(
            type_=type_,
            omnidroid=omnidroid,
            location=location,
            id=id,
        )

        return villainous_bigger_and_badder_build_action

