from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="RevengeOfTheBMovieRearrangeAction")



@_attrs_define
class RevengeOfTheBMovieRearrangeAction:
    """ Revenge of the B-Movie: Rearrange one of your unwrapped films (once a turn): layout is the new title, 'card=type'
    for each card in order, separated by spaces.

        Attributes:
            type_ (Literal['rearrange']):
            film (str):
            layout (str):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
     """

    type_: Literal['rearrange']
    film: str
    layout: str
    id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        film = self.film

        layout = self.layout

        id = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "film": film,
            "layout": layout,
        })
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['rearrange'] , d.pop("type"))
        if type_ != 'rearrange':
            raise ValueError(f"type must match const 'rearrange', got '{type_}'")

        film = d.pop("film")

        layout = d.pop("layout")

        id = d.pop("id", UNSET)

        revenge_of_the_b_movie_rearrange_action = cls(
            type_=type_,
            film=film,
            layout=layout,
            id=id,
        )

        return revenge_of_the_b_movie_rearrange_action

