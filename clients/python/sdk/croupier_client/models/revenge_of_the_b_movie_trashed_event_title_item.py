from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.revenge_of_the_b_movie_trashed_event_title_item_as import RevengeOfTheBMovieTrashedEventTitleItemAs






T = TypeVar("T", bound="RevengeOfTheBMovieTrashedEventTitleItem")



@_attrs_define
class RevengeOfTheBMovieTrashedEventTitleItem:
    """ One card of a title, in title order, with the type it takes there.

        Attributes:
            card (str): The card.
            as_ (RevengeOfTheBMovieTrashedEventTitleItemAs): A card type, as the card is played (one of its printed types).
     """

    card: str
    as_: RevengeOfTheBMovieTrashedEventTitleItemAs





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        as_ = self.as_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "as": as_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        as_ = RevengeOfTheBMovieTrashedEventTitleItemAs(d.pop("as"))




        revenge_of_the_b_movie_trashed_event_title_item = cls(
            card=card,
            as_=as_,
        )

        return revenge_of_the_b_movie_trashed_event_title_item

