from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="RevengeOfTheBMovieWrappedEvent")



@_attrs_define
class RevengeOfTheBMovieWrappedEvent:
    """ Revenge of the B-Movie: the wrapped event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['wrapped']):
            seat (int): The film's owner.
            film (str): A film title's id (f1, f2... in the order they were started).
            auto (bool): It hit 7 cards and wrapped by itself.
     """

    id: int
    version: int
    type_: Literal['wrapped']
    seat: int
    film: str
    auto: bool





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        type_ = self.type_

        seat = self.seat

        film = self.film

        auto = self.auto


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "type": type_,
            "seat": seat,
            "film": film,
            "auto": auto,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        type_ = cast(Literal['wrapped'] , d.pop("type"))
        if type_ != 'wrapped':
            raise ValueError(f"type must match const 'wrapped', got '{type_}'")

        seat = d.pop("seat")

        film = d.pop("film")

        auto = d.pop("auto")

        revenge_of_the_b_movie_wrapped_event = cls(
            id=id,
            version=version,
            type_=type_,
            seat=seat,
            film=film,
            auto=auto,
        )

        return revenge_of_the_b_movie_wrapped_event

