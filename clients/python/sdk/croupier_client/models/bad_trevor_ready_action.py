from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="BadTrevorReadyAction")



@_attrs_define
class BadTrevorReadyAction:
    """ Bad Trevor: Done with the opening rescues; play may begin.

        Attributes:
            type_ (Literal['ready']):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
     """

    type_: Literal['ready']
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
        type_ = cast(Literal['ready'] , d.pop("type"))
        if type_ != 'ready':
            raise ValueError(f"type must match const 'ready', got '{type_}'")

        id = d.pop("id", UNSET)

        bad_trevor_ready_action = cls(
            type_=type_,
            id=id,
        )

        return bad_trevor_ready_action

