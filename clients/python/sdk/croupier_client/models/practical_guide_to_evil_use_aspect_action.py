from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="PracticalGuideToEvilUseAspectAction")



@_attrs_define
class PracticalGuideToEvilUseAspectAction:
    """ A Practical Guide to Evil: The Named bearing this Aspect uses it (a marker goes on it), aimed at target.

        Attributes:
            type_ (Literal['use_aspect']):
            aspect (str):
            target (str):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
     """

    type_: Literal['use_aspect']
    aspect: str
    target: str
    id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        aspect = self.aspect

        target = self.target

        id = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "aspect": aspect,
            "target": target,
        })
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['use_aspect'] , d.pop("type"))
        if type_ != 'use_aspect':
            raise ValueError(f"type must match const 'use_aspect', got '{type_}'")

        aspect = d.pop("aspect")

        target = d.pop("target")

        id = d.pop("id", UNSET)

        practical_guide_to_evil_use_aspect_action = cls(
            type_=type_,
            aspect=aspect,
            target=target,
            id=id,
        )

        return practical_guide_to_evil_use_aspect_action

