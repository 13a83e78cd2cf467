from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.revenge_of_the_b_movie_added_event_as import RevengeOfTheBMovieAddedEventAs
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="RevengeOfTheBMovieAddedEvent")



@_attrs_define
class RevengeOfTheBMovieAddedEvent:
    """ Revenge of the B-Movie: the added event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['added']):
            seat (int): The seat that did it.
            film (str): A film title's id (f1, f2... in the order they were started).
            owner (int): The film's owner.
            card (str): The card, face up.
            as_ (RevengeOfTheBMovieAddedEventAs): A card type, as the card is played (one of its printed types).
            at (int): Its index in the title.
            replaced (None | str): The Monster it replaced, now discarded; null if none.
     """

    id: int
    version: int
    type_: Literal['added']
    seat: int
    film: str
    owner: int
    card: str
    as_: RevengeOfTheBMovieAddedEventAs
    at: int
    replaced: None | str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        type_ = self.type_

        seat = self.seat

        film = self.film

        owner = self.owner

        card = self.card

        as_ = self.as_.value

        at = self.at

        replaced: None | str
        replaced = self.replaced


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "type": type_,
            "seat": seat,
            "film": film,
            "owner": owner,
            "card": card,
            "as": as_,
            "at": at,
            "replaced": replaced,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        type_ = cast(Literal['added'] , d.pop("type"))
        if type_ != 'added':
            raise ValueError(f"type must match const 'added', got '{type_}'")

        seat = d.pop("seat")

        film = d.pop("film")

        owner = d.pop("owner")

        card = d.pop("card")

        as_ = RevengeOfTheBMovieAddedEventAs(d.pop("as"))




        at = d.pop("at")

        def _parse_replaced(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        replaced = _parse_replaced(d.pop("replaced"))


        revenge_of_the_b_movie_added_event = cls(
            id=id,
            version=version,
            type_=type_,
            seat=seat,
            film=film,
            owner=owner,
            card=card,
            as_=as_,
            at=at,
            replaced=replaced,
        )

        return revenge_of_the_b_movie_added_event

