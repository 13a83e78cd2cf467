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





T = TypeVar("T", bound="PracticalGuideToEvilDestroyedEvent")



@_attrs_define
class PracticalGuideToEvilDestroyedEvent:
    """ A Practical Guide to Evil: the destroyed event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['destroyed']):
            card (str): The card destroyed, now on the discard pile.
            owner (int): The seat that controlled it.
            seat (int): The seat on whose behalf it was destroyed.
     """

    id: int
    version: int
    text: Words
    type_: Literal['destroyed']
    card: str
    owner: int
    seat: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        card = self.card

        owner = self.owner

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "card": card,
            "owner": owner,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['destroyed'] , d.pop("type"))
        if type_ != 'destroyed':
            raise ValueError(f"type must match const 'destroyed', got '{type_}'")

        card = d.pop("card")

        owner = d.pop("owner")

        seat = d.pop("seat")

        practical_guide_to_evil_destroyed_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            card=card,
            owner=owner,
            seat=seat,
        )

        return practical_guide_to_evil_destroyed_event

