from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.revenge_of_the_b_movie_first_dealer_event_reveals_item_item import RevengeOfTheBMovieFirstDealerEventRevealsItemItem
  from ..models.words import Words





T = TypeVar("T", bound="RevengeOfTheBMovieFirstDealerEvent")



@_attrs_define
class RevengeOfTheBMovieFirstDealerEvent:
    """ Revenge of the B-Movie: the first_dealer event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['first_dealer']):
            reveals (list[list[RevengeOfTheBMovieFirstDealerEventRevealsItemItem]]): The cards dealt face up to find the
                first dealer, in rounds (a round more for players tied on the lowest first letter); they went back into the
                deck.
            dealer (int): The first dealer: the lowest first letter.
     """

    id: int
    version: int
    text: Words
    type_: Literal['first_dealer']
    reveals: list[list[RevengeOfTheBMovieFirstDealerEventRevealsItemItem]]
    dealer: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.revenge_of_the_b_movie_first_dealer_event_reveals_item_item import RevengeOfTheBMovieFirstDealerEventRevealsItemItem # noqa: PLC0415
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        reveals = []
        for reveals_item_data in self.reveals:
            reveals_item = []
            for reveals_item_item_data in reveals_item_data:
                reveals_item_item = reveals_item_item_data.to_dict()
                reveals_item.append(reveals_item_item)


            reveals.append(reveals_item)



        dealer = self.dealer


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "reveals": reveals,
            "dealer": dealer,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.revenge_of_the_b_movie_first_dealer_event_reveals_item_item import RevengeOfTheBMovieFirstDealerEventRevealsItemItem # noqa: PLC0415
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['first_dealer'] , d.pop("type"))
        if type_ != 'first_dealer':
            raise ValueError(f"type must match const 'first_dealer', got '{type_}'")

        reveals = []
        _reveals = d.pop("reveals")
        for reveals_item_data in (_reveals):
            reveals_item = []
            _reveals_item = reveals_item_data
            for reveals_item_item_data in (_reveals_item):
                reveals_item_item = RevengeOfTheBMovieFirstDealerEventRevealsItemItem.from_dict(reveals_item_item_data)



                reveals_item.append(reveals_item_item)

            reveals.append(reveals_item)


        dealer = d.pop("dealer")

        revenge_of_the_b_movie_first_dealer_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            reveals=reveals,
            dealer=dealer,
        )

        return revenge_of_the_b_movie_first_dealer_event

