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





T = TypeVar("T", bound="BadTrevorDemandEvent")



@_attrs_define
class BadTrevorDemandEvent:
    """ Bad Trevor: the demand event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['demand']):
            seat (int): The demanding seat.
            target (int): The seat asked.
            civilian (str): The civilian asked for.
            hit (bool): Whether the target held it: then the pair is discarded and another option follows; a miss ends the
                go.
            cards (list[str] | Unset): On a hit: the pair's two card ids, now on the discard pile.
     """

    id: int
    version: int
    text: Words
    type_: Literal['demand']
    seat: int
    target: int
    civilian: str
    hit: bool
    cards: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        target = self.target

        civilian = self.civilian

        hit = self.hit

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
            "target": target,
            "civilian": civilian,
            "hit": hit,
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




        type_ = cast(Literal['demand'] , d.pop("type"))
        if type_ != 'demand':
            raise ValueError(f"type must match const 'demand', got '{type_}'")

        seat = d.pop("seat")

        target = d.pop("target")

        civilian = d.pop("civilian")

        hit = d.pop("hit")

        cards = cast(list[str], d.pop("cards", UNSET))


        bad_trevor_demand_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            target=target,
            civilian=civilian,
            hit=hit,
            cards=cards,
        )

        return bad_trevor_demand_event

