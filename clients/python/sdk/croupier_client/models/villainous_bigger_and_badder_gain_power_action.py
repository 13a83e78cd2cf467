from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="VillainousBiggerAndBadderGainPowerAction")



@_attrs_define
class VillainousBiggerAndBadderGainPowerAction:
    """ Disney Villainous: Bigger and Badder: Gain Power: take the Power the symbol shows.

        Attributes:
            type_ (Literal['gain_power']):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
     """

    type_: Literal['gain_power']
    id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        id = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['gain_power'] , d.pop("type"))
        if type_ != 'gain_power':
            raise ValueError(f"type must match const 'gain_power', got '{type_}'")

        id = d.pop("id", UNSET)

        villainous_bigger_and_badder_gain_power_action = cls(
            type_=type_,
            id=id,
        )

        return villainous_bigger_and_badder_gain_power_action

