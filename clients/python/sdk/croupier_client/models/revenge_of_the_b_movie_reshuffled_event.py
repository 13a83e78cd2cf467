from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="RevengeOfTheBMovieReshuffledEvent")



@_attrs_define
class RevengeOfTheBMovieReshuffledEvent:
    """ Revenge of the B-Movie: the reshuffled event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['reshuffled']):
            cards (int): The empty deck is now the discard pile shuffled: its size.
     """

    id: int
    version: int
    type_: Literal['reshuffled']
    cards: int





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        type_ = self.type_

        cards = self.cards


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "type": type_,
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        type_ = cast(Literal['reshuffled'] , d.pop("type"))
        if type_ != 'reshuffled':
            raise ValueError(f"type must match const 'reshuffled', got '{type_}'")

        cards = d.pop("cards")

        revenge_of_the_b_movie_reshuffled_event = cls(
            id=id,
            version=version,
            type_=type_,
            cards=cards,
        )

        return revenge_of_the_b_movie_reshuffled_event

