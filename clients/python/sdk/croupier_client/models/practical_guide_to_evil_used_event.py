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





T = TypeVar("T", bound="PracticalGuideToEvilUsedEvent")



@_attrs_define
class PracticalGuideToEvilUsedEvent:
    """ A Practical Guide to Evil: the used event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['used']):
            seat (int): The seat that did it.
            aspect (str): The Aspect used: it now carries a marker.
            host (str): The Named bearing it.
            chosen (list[str]): The cards the play or the use chooses, by card id: a Named (to shield, assassinate, duel,
                conquer, redeem, corrupt, or take from the discard pile), a Story (The Bard's Meddling), a Sword (Arthurian
                story), the two Villains of Evil turn on Evil (sorted); empty when it chooses none.
     """

    id: int
    version: int
    text: Words
    type_: Literal['used']
    seat: int
    aspect: str
    host: str
    chosen: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        aspect = self.aspect

        host = self.host

        chosen = self.chosen




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "aspect": aspect,
            "host": host,
            "chosen": chosen,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['used'] , d.pop("type"))
        if type_ != 'used':
            raise ValueError(f"type must match const 'used', got '{type_}'")

        seat = d.pop("seat")

        aspect = d.pop("aspect")

        host = d.pop("host")

        chosen = cast(list[str], d.pop("chosen"))


        practical_guide_to_evil_used_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            aspect=aspect,
            host=host,
            chosen=chosen,
        )

        return practical_guide_to_evil_used_event

