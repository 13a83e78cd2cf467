from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.revenge_of_the_b_movie_rearranged_event_title_item import RevengeOfTheBMovieRearrangedEventTitleItem
  from ..models.words import Words





T = TypeVar("T", bound="RevengeOfTheBMovieRearrangedEvent")



@_attrs_define
class RevengeOfTheBMovieRearrangedEvent:
    """ Revenge of the B-Movie: the rearranged event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['rearranged']):
            seat (int): The seat that did it.
            film (str): A film title's id (f1, f2... in the order they were started).
            title (list[RevengeOfTheBMovieRearrangedEventTitleItem]): The film's new title.
     """

    id: int
    version: int
    text: Words
    type_: Literal['rearranged']
    seat: int
    film: str
    title: list[RevengeOfTheBMovieRearrangedEventTitleItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.revenge_of_the_b_movie_rearranged_event_title_item import RevengeOfTheBMovieRearrangedEventTitleItem # noqa: PLC0415
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        film = self.film

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
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.revenge_of_the_b_movie_rearranged_event_title_item import RevengeOfTheBMovieRearrangedEventTitleItem # noqa: PLC0415
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['rearranged'] , d.pop("type"))
        if type_ != 'rearranged':
            raise ValueError(f"type must match const 'rearranged', got '{type_}'")

        seat = d.pop("seat")

        film = d.pop("film")

        title = []
        _title = d.pop("title")
        for title_item_data in (_title):
            title_item = RevengeOfTheBMovieRearrangedEventTitleItem.from_dict(title_item_data)



            title.append(title_item)


        revenge_of_the_b_movie_rearranged_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            film=film,
            title=title,
        )

        return revenge_of_the_b_movie_rearranged_event

