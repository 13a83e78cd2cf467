from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="RevengeOfTheBMovieTrashedEvent")



@_attrs_define
class RevengeOfTheBMovieTrashedEvent:
    """ Revenge of the B-Movie: the trashed event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['trashed']):
            seat (int): The film's owner.
            film (str): A film title's id (f1, f2... in the order they were started).
            cards (list[str]): Its cards, now on the discard pile.
     """

    id: int
    version: int
    type_: Literal['trashed']
    seat: int
    film: str
    cards: list[str]





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        type_ = self.type_

        seat = self.seat

        film = self.film

        cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "type": type_,
            "seat": seat,
            "film": film,
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        type_ = cast(Literal['trashed'] , d.pop("type"))
        if type_ != 'trashed':
            raise ValueError(f"type must match const 'trashed', got '{type_}'")

        seat = d.pop("seat")

        film = d.pop("film")

        cards = cast(list[str], d.pop("cards"))


        revenge_of_the_b_movie_trashed_event = cls(
            id=id,
            version=version,
            type_=type_,
            seat=seat,
            film=film,
            cards=cards,
        )

        return revenge_of_the_b_movie_trashed_event

