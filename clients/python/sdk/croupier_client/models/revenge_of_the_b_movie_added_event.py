from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.revenge_of_the_b_movie_added_event_as import RevengeOfTheBMovieAddedEventAs
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.revenge_of_the_b_movie_added_event_title_item import RevengeOfTheBMovieAddedEventTitleItem
  from ..models.words import Words





T = TypeVar("T", bound="RevengeOfTheBMovieAddedEvent")



@_attrs_define
class RevengeOfTheBMovieAddedEvent:
    """ Revenge of the B-Movie: the added event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['added']):
            seat (int): The seat that did it.
            film (str): A film title's id (f1, f2... in the order they were started).
            owner (int): The film's owner.
            card (str): The card, face up.
            as_ (RevengeOfTheBMovieAddedEventAs): A card type, as the card is played (one of its printed types).
            at (int): Its index in the title.
            replaced (None | str): The Monster it replaced, now discarded; null if none.
            title (list[RevengeOfTheBMovieAddedEventTitleItem]): The film's title with the card in.
     """

    id: int
    version: int
    text: Words
    type_: Literal['added']
    seat: int
    film: str
    owner: int
    card: str
    as_: RevengeOfTheBMovieAddedEventAs
    at: int
    replaced: None | str
    title: list[RevengeOfTheBMovieAddedEventTitleItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.revenge_of_the_b_movie_added_event_title_item import RevengeOfTheBMovieAddedEventTitleItem # noqa: PLC0415
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        film = self.film

        owner = self.owner

        card = self.card

        as_ = self.as_.value

        at = self.at

        replaced: None | str
        replaced = self.replaced

        title = []
        for title_item_data in self.title:
            title_item = title_item_data.to_dict()
            title.append(title_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "film": film,
            "owner": owner,
            "card": card,
            "as": as_,
            "at": at,
            "replaced": replaced,
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.revenge_of_the_b_movie_added_event_title_item import RevengeOfTheBMovieAddedEventTitleItem # noqa: PLC0415
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




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


        title = []
        _title = d.pop("title")
        for title_item_data in (_title):
            title_item = RevengeOfTheBMovieAddedEventTitleItem.from_dict(title_item_data)



            title.append(title_item)


        revenge_of_the_b_movie_added_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            film=film,
            owner=owner,
            card=card,
            as_=as_,
            at=at,
            replaced=replaced,
            title=title,
        )

        return revenge_of_the_b_movie_added_event

