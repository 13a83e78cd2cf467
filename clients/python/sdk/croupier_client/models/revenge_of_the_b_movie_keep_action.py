from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="RevengeOfTheBMovieKeepAction")



@_attrs_define
class RevengeOfTheBMovieKeepAction:
    """ Revenge of the B-Movie: After your sales: keep this film ('' for none) and trash every other one.

        Attributes:
            type_ (Literal['keep']):
            film (str):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
     """

    type_: Literal['keep']
    film: str
    id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        film = self.film

        id = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "film": film,
        })
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['keep'] , d.pop("type"))
        if type_ != 'keep':
            raise ValueError(f"type must match const 'keep', got '{type_}'")

        film = d.pop("film")

        id = d.pop("id", UNSET)

        revenge_of_the_b_movie_keep_action = cls(
            type_=type_,
            film=film,
            id=id,
        )

        return revenge_of_the_b_movie_keep_action

