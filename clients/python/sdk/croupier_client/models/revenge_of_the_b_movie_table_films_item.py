from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.revenge_of_the_b_movie_table_films_item_cards_item import RevengeOfTheBMovieTableFilmsItemCardsItem





T = TypeVar("T", bound="RevengeOfTheBMovieTableFilmsItem")



@_attrs_define
class RevengeOfTheBMovieTableFilmsItem:
    """ A film title on the table (every film is face up).

        Attributes:
            id (str): A film title's id (f1, f2... in the order they were started).
            owner (int): The seat the film is in front of.
            cards (list[RevengeOfTheBMovieTableFilmsItemCardsItem]): The title's cards in order.
            wrapped (bool): Wrapped: no card may be played into it; it is offered for sale.
            cult (int): Its cult value now, every edit counted.
            legal (bool): It has a Monster (one each side of a Connection): it may be wrapped.
            unsold (bool): Offered for sale in this selling phase and not sold: it may be trashed.
     """

    id: str
    owner: int
    cards: list[RevengeOfTheBMovieTableFilmsItemCardsItem]
    wrapped: bool
    cult: int
    legal: bool
    unsold: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.revenge_of_the_b_movie_table_films_item_cards_item import RevengeOfTheBMovieTableFilmsItemCardsItem # noqa: PLC0415
        id = self.id

        owner = self.owner

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        wrapped = self.wrapped

        cult = self.cult

        legal = self.legal

        unsold = self.unsold


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "owner": owner,
            "cards": cards,
            "wrapped": wrapped,
            "cult": cult,
            "legal": legal,
            "unsold": unsold,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.revenge_of_the_b_movie_table_films_item_cards_item import RevengeOfTheBMovieTableFilmsItemCardsItem # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        owner = d.pop("owner")

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = RevengeOfTheBMovieTableFilmsItemCardsItem.from_dict(cards_item_data)



            cards.append(cards_item)


        wrapped = d.pop("wrapped")

        cult = d.pop("cult")

        legal = d.pop("legal")

        unsold = d.pop("unsold")

        revenge_of_the_b_movie_table_films_item = cls(
            id=id,
            owner=owner,
            cards=cards,
            wrapped=wrapped,
            cult=cult,
            legal=legal,
            unsold=unsold,
        )

        return revenge_of_the_b_movie_table_films_item

