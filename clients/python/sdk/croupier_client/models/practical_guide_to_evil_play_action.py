from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="PracticalGuideToEvilPlayAction")



@_attrs_define
class PracticalGuideToEvilPlayAction:
    """ A Practical Guide to Evil: Play this card from your hand (from the discard pile when finding), attached to host (a
    Named, or '') and aimed at target ('' when it takes none).

        Attributes:
            type_ (Literal['play']):
            card (str):
            host (str):
            target (str):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
     """

    type_: Literal['play']
    card: str
    host: str
    target: str
    id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        host = self.host

        target = self.target

        id = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "card": card,
            "host": host,
            "target": target,
        })
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['play'] , d.pop("type"))
        if type_ != 'play':
            raise ValueError(f"type must match const 'play', got '{type_}'")

        card = d.pop("card")

        host = d.pop("host")

        target = d.pop("target")

        id = d.pop("id", UNSET)

        practical_guide_to_evil_play_action = cls(
            type_=type_,
            card=card,
            host=host,
            target=target,
            id=id,
        )

        return practical_guide_to_evil_play_action

