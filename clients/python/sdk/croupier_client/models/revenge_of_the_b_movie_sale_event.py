from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="RevengeOfTheBMovieSaleEvent")



@_attrs_define
class RevengeOfTheBMovieSaleEvent:
    """ Revenge of the B-Movie: the sale event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['sale']):
            seat (int): The film's owner.
            film (str): A film title's id (f1, f2... in the order they were started).
            cult (int): The film's cult value.
            cards (int): Its number of cards.
            roll (int): The die (d6): at or under the cult, it sells.
            sold (bool): Sold: the film is discarded, paid.
            paid (int): Money in millions of dollars.
            money (int): The seat's money after it, in $M.
     """

    id: int
    version: int
    type_: Literal['sale']
    seat: int
    film: str
    cult: int
    cards: int
    roll: int
    sold: bool
    paid: int
    money: int





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        type_ = self.type_

        seat = self.seat

        film = self.film

        cult = self.cult

        cards = self.cards

        roll = self.roll

        sold = self.sold

        paid = self.paid

        money = self.money


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "type": type_,
            "seat": seat,
            "film": film,
            "cult": cult,
            "cards": cards,
            "roll": roll,
            "sold": sold,
            "paid": paid,
            "money": money,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        type_ = cast(Literal['sale'] , d.pop("type"))
        if type_ != 'sale':
            raise ValueError(f"type must match const 'sale', got '{type_}'")

        seat = d.pop("seat")

        film = d.pop("film")

        cult = d.pop("cult")

        cards = d.pop("cards")

        roll = d.pop("roll")

        sold = d.pop("sold")

        paid = d.pop("paid")

        money = d.pop("money")

        revenge_of_the_b_movie_sale_event = cls(
            id=id,
            version=version,
            type_=type_,
            seat=seat,
            film=film,
            cult=cult,
            cards=cards,
            roll=roll,
            sold=sold,
            paid=paid,
            money=money,
        )

        return revenge_of_the_b_movie_sale_event

