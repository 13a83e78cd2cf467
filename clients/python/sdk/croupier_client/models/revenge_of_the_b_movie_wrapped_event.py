from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.revenge_of_the_b_movie_wrapped_event_title_item import RevengeOfTheBMovieWrappedEventTitleItem
  from ..models.words import Words





T = TypeVar("T", bound="RevengeOfTheBMovieWrappedEvent")



@_attrs_define
class RevengeOfTheBMovieWrappedEvent:
    """ Revenge of the B-Movie: the wrapped event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['wrapped']):
            seat (int): The film's owner.
            film (str): A film title's id (f1, f2... in the order they were started).
            auto (bool): It hit 7 cards and wrapped by itself.
            title (list[RevengeOfTheBMovieWrappedEventTitleItem]): The film's title: its cards in order, each with its type.
     """

    id: int
    version: int
    text: Words
    type_: Literal['wrapped']
    seat: int
    film: str
    auto: bool
    title: list[RevengeOfTheBMovieWrappedEventTitleItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.revenge_of_the_b_movie_wrapped_event_title_item import RevengeOfTheBMovieWrappedEventTitleItem # noqa: PLC0415
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        film = self.film

        auto = self.auto

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
            "auto": auto,
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.revenge_of_the_b_movie_wrapped_event_title_item import RevengeOfTheBMovieWrappedEventTitleItem # noqa: PLC0415
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['wrapped'] , d.pop("type"))
        if type_ != 'wrapped':
            raise ValueError(f"type must match const 'wrapped', got '{type_}'")

        seat = d.pop("seat")

        film = d.pop("film")

        auto = d.pop("auto")

        title = []
        _title = d.pop("title")
        for title_item_data in (_title):
            title_item = RevengeOfTheBMovieWrappedEventTitleItem.from_dict(title_item_data)



            title.append(title_item)


        revenge_of_the_b_movie_wrapped_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            film=film,
            auto=auto,
            title=title,
        )

        return revenge_of_the_b_movie_wrapped_event

