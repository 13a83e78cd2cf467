from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="VillainousBiggerAndBadderAttachAction")



@_attrs_define
class VillainousBiggerAndBadderAttachAction:
    """ Disney Villainous: Bigger and Badder: Play this Item from your hand attached to this card.

        Attributes:
            type_ (Literal['attach']):
            card (str):
            to (str):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
     """

    type_: Literal['attach']
    card: str
    to: str
    id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        to = self.to

        id = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "card": card,
            "to": to,
        })
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['attach'] , d.pop("type"))
        if type_ != 'attach':
            raise ValueError(f"type must match const 'attach', got '{type_}'")

        card = d.pop("card")

        to = d.pop("to")

        id = d.pop("id", UNSET)

        villainous_bigger_and_badder_attach_action = cls(
            type_=type_,
            card=card,
            to=to,
            id=id,
        )

        return villainous_bigger_and_badder_attach_action

