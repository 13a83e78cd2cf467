from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="VillainousBiggerAndBadderChooseAction")



@_attrs_define
class VillainousBiggerAndBadderChooseAction:
    """ Disney Villainous: Bigger and Badder: Pick one option of the choice a card asks for.

        Attributes:
            type_ (Literal['choose']):
            choice (str):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
     """

    type_: Literal['choose']
    choice: str
    id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        choice = self.choice

        id = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "choice": choice,
        })
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['choose'] , d.pop("type"))
        if type_ != 'choose':
            raise ValueError(f"type must match const 'choose', got '{type_}'")

        choice = d.pop("choice")

        id = d.pop("id", UNSET)

        villainous_bigger_and_badder_choose_action = cls(
            type_=type_,
            choice=choice,
            id=id,
        )

        return villainous_bigger_and_badder_choose_action

