from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="RevengeOfTheBMovieDealtEvent")



@_attrs_define
class RevengeOfTheBMovieDealtEvent:
    """ Revenge of the B-Movie: the dealt event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['dealt']):
            seat (int): The seat dealt to.
            count (int): How many cards.
            cards (list[str] | Unset): The cards dealt: only in that seat's own event.
     """

    id: int
    version: int
    text: Words
    type_: Literal['dealt']
    seat: int
    count: int
    cards: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        count = self.count

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "count": count,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['dealt'] , d.pop("type"))
        if type_ != 'dealt':
            raise ValueError(f"type must match const 'dealt', got '{type_}'")

        seat = d.pop("seat")

        count = d.pop("count")

        cards = cast(list[str], d.pop("cards", UNSET))


        revenge_of_the_b_movie_dealt_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            count=count,
            cards=cards,
        )

        return revenge_of_the_b_movie_dealt_event

