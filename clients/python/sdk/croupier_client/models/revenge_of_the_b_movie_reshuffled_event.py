from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="RevengeOfTheBMovieReshuffledEvent")



@_attrs_define
class RevengeOfTheBMovieReshuffledEvent:
    """ Revenge of the B-Movie: the reshuffled event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['reshuffled']):
            count (int): The empty deck is now the discard pile shuffled: its size.
     """

    id: int
    version: int
    text: Words
    type_: Literal['reshuffled']
    count: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        count = self.count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "count": count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['reshuffled'] , d.pop("type"))
        if type_ != 'reshuffled':
            raise ValueError(f"type must match const 'reshuffled', got '{type_}'")

        count = d.pop("count")

        revenge_of_the_b_movie_reshuffled_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            count=count,
        )

        return revenge_of_the_b_movie_reshuffled_event

