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





T = TypeVar("T", bound="BadTrevorRescuedEvent")



@_attrs_define
class BadTrevorRescuedEvent:
    """ Bad Trevor: the rescued event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['rescued']):
            seat (int): The rescuing seat.
            civilian (str): The civilian pair rescued.
            cards (list[str]): The pair's two card ids.
            option (bool): Whether a rescue option follows (carry on, reverse or demand): in play, with cards left and three
                or more players in.
     """

    id: int
    version: int
    text: Words
    type_: Literal['rescued']
    seat: int
    civilian: str
    cards: list[str]
    option: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        civilian = self.civilian

        cards = self.cards



        option = self.option


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "civilian": civilian,
            "cards": cards,
            "option": option,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['rescued'] , d.pop("type"))
        if type_ != 'rescued':
            raise ValueError(f"type must match const 'rescued', got '{type_}'")

        seat = d.pop("seat")

        civilian = d.pop("civilian")

        cards = cast(list[str], d.pop("cards"))


        option = d.pop("option")

        bad_trevor_rescued_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            civilian=civilian,
            cards=cards,
            option=option,
        )

        return bad_trevor_rescued_event

