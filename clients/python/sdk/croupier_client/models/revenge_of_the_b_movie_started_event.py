from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.revenge_of_the_b_movie_started_event_as import RevengeOfTheBMovieStartedEventAs
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="RevengeOfTheBMovieStartedEvent")



@_attrs_define
class RevengeOfTheBMovieStartedEvent:
    """ Revenge of the B-Movie: the started event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['started']):
            seat (int): The seat that did it.
            film (str): A film title's id (f1, f2... in the order they were started).
            card (str): The card, face up.
            as_ (RevengeOfTheBMovieStartedEventAs): A card type, as the card is played (one of its printed types).
     """

    id: int
    version: int
    text: Words
    type_: Literal['started']
    seat: int
    film: str
    card: str
    as_: RevengeOfTheBMovieStartedEventAs





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        film = self.film

        card = self.card

        as_ = self.as_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "film": film,
            "card": card,
            "as": as_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['started'] , d.pop("type"))
        if type_ != 'started':
            raise ValueError(f"type must match const 'started', got '{type_}'")

        seat = d.pop("seat")

        film = d.pop("film")

        card = d.pop("card")

        as_ = RevengeOfTheBMovieStartedEventAs(d.pop("as"))




        revenge_of_the_b_movie_started_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            film=film,
            card=card,
            as_=as_,
        )

        return revenge_of_the_b_movie_started_event

