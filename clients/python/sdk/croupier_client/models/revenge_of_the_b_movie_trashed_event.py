from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.revenge_of_the_b_movie_trashed_event_title_item import RevengeOfTheBMovieTrashedEventTitleItem
  from ..models.words import Words





T = TypeVar("T", bound="RevengeOfTheBMovieTrashedEvent")



@_attrs_define
class RevengeOfTheBMovieTrashedEvent:
    """ Revenge of the B-Movie: the trashed event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['trashed']):
            seat (int): The film's owner.
            film (str): A film title's id (f1, f2... in the order they were started).
            cards (list[str]): Its cards, now on the discard pile.
            title (list[RevengeOfTheBMovieTrashedEventTitleItem]): The film's title: its cards in order, each with its type.
     """

    id: int
    version: int
    text: Words
    type_: Literal['trashed']
    seat: int
    film: str
    cards: list[str]
    title: list[RevengeOfTheBMovieTrashedEventTitleItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.revenge_of_the_b_movie_trashed_event_title_item import RevengeOfTheBMovieTrashedEventTitleItem # noqa: PLC0415
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        film = self.film

        cards = self.cards



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
            "cards": cards,
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.revenge_of_the_b_movie_trashed_event_title_item import RevengeOfTheBMovieTrashedEventTitleItem # noqa: PLC0415
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['trashed'] , d.pop("type"))
        if type_ != 'trashed':
            raise ValueError(f"type must match const 'trashed', got '{type_}'")

        seat = d.pop("seat")

        film = d.pop("film")

        cards = cast(list[str], d.pop("cards"))


        title = []
        _title = d.pop("title")
        for title_item_data in (_title):
            title_item = RevengeOfTheBMovieTrashedEventTitleItem.from_dict(title_item_data)



            title.append(title_item)


        revenge_of_the_b_movie_trashed_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            film=film,
            cards=cards,
            title=title,
        )

        return revenge_of_the_b_movie_trashed_event

