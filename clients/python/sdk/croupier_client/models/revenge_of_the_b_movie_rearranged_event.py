from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.revenge_of_the_b_movie_rearranged_event_cards_item import RevengeOfTheBMovieRearrangedEventCardsItem





T = TypeVar("T", bound="RevengeOfTheBMovieRearrangedEvent")



@_attrs_define
class RevengeOfTheBMovieRearrangedEvent:
    """ Revenge of the B-Movie: the rearranged event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['rearranged']):
            seat (int): The seat that did it.
            film (str): A film title's id (f1, f2... in the order they were started).
            cards (list[RevengeOfTheBMovieRearrangedEventCardsItem]): The title's cards in order.
     """

    id: int
    version: int
    type_: Literal['rearranged']
    seat: int
    film: str
    cards: list[RevengeOfTheBMovieRearrangedEventCardsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.revenge_of_the_b_movie_rearranged_event_cards_item import RevengeOfTheBMovieRearrangedEventCardsItem # noqa: PLC0415
        id = self.id

        version = self.version

        type_ = self.type_

        seat = self.seat

        film = self.film

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)




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
        from ..models.revenge_of_the_b_movie_rearranged_event_cards_item import RevengeOfTheBMovieRearrangedEventCardsItem # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        type_ = cast(Literal['rearranged'] , d.pop("type"))
        if type_ != 'rearranged':
            raise ValueError(f"type must match const 'rearranged', got '{type_}'")

        seat = d.pop("seat")

        film = d.pop("film")

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = RevengeOfTheBMovieRearrangedEventCardsItem.from_dict(cards_item_data)



            cards.append(cards_item)


        revenge_of_the_b_movie_rearranged_event = cls(
            id=id,
            version=version,
            type_=type_,
            seat=seat,
            film=film,
            cards=cards,
        )

        return revenge_of_the_b_movie_rearranged_event

