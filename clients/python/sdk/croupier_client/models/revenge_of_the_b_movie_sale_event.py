from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.revenge_of_the_b_movie_sale_event_title_item import RevengeOfTheBMovieSaleEventTitleItem
  from ..models.words import Words





T = TypeVar("T", bound="RevengeOfTheBMovieSaleEvent")



@_attrs_define
class RevengeOfTheBMovieSaleEvent:
    """ Revenge of the B-Movie: the sale event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['sale']):
            seat (int): The film's owner.
            film (str): A film title's id (f1, f2... in the order they were started).
            cult (int): The film's cult value.
            count (int): Its number of cards.
            roll (int): The die (d6): at or under the cult, it sells.
            sold (bool): Sold: the film is discarded, paid.
            paid (int): Money in millions of dollars.
            money (int): The seat's money after it, in $M.
            title (list[RevengeOfTheBMovieSaleEventTitleItem]): The film's title: its cards in order, each with its type.
     """

    id: int
    version: int
    text: Words
    type_: Literal['sale']
    seat: int
    film: str
    cult: int
    count: int
    roll: int
    sold: bool
    paid: int
    money: int
    title: list[RevengeOfTheBMovieSaleEventTitleItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.revenge_of_the_b_movie_sale_event_title_item import RevengeOfTheBMovieSaleEventTitleItem # noqa: PLC0415
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        film = self.film

        cult = self.cult

        count = self.count

        roll = self.roll

        sold = self.sold

        paid = self.paid

        money = self.money

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
            "cult": cult,
            "count": count,
            "roll": roll,
            "sold": sold,
            "paid": paid,
            "money": money,
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.revenge_of_the_b_movie_sale_event_title_item import RevengeOfTheBMovieSaleEventTitleItem # noqa: PLC0415
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['sale'] , d.pop("type"))
        if type_ != 'sale':
            raise ValueError(f"type must match const 'sale', got '{type_}'")

        seat = d.pop("seat")

        film = d.pop("film")

        cult = d.pop("cult")

        count = d.pop("count")

        roll = d.pop("roll")

        sold = d.pop("sold")

        paid = d.pop("paid")

        money = d.pop("money")

        title = []
        _title = d.pop("title")
        for title_item_data in (_title):
            title_item = RevengeOfTheBMovieSaleEventTitleItem.from_dict(title_item_data)



            title.append(title_item)


        revenge_of_the_b_movie_sale_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            film=film,
            cult=cult,
            count=count,
            roll=roll,
            sold=sold,
            paid=paid,
            money=money,
            title=title,
        )

        return revenge_of_the_b_movie_sale_event

