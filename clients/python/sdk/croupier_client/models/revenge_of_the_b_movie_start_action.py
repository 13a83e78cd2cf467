from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="RevengeOfTheBMovieStartAction")



@_attrs_define
class RevengeOfTheBMovieStartAction:
    """ Revenge of the B-Movie: Start a new film title of your own with this card, as this one of its types (at most two
    titles in front of you).

        Attributes:
            type_ (Literal['start']):
            card (str):
            as_ (str):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
     """

    type_: Literal['start']
    card: str
    as_: str
    id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        as_ = self.as_

        id = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "card": card,
            "as": as_,
        })
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['start'] , d.pop("type"))
        if type_ != 'start':
            raise ValueError(f"type must match const 'start', got '{type_}'")

        card = d.pop("card")

        as_ = d.pop("as")

        id = d.pop("id", UNSET)

        revenge_of_the_b_movie_start_action = cls(
            type_=type_,
            card=card,
            as_=as_,
            id=id,
        )

        return revenge_of_the_b_movie_start_action

