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





T = TypeVar("T", bound="PracticalGuideToEvilSwordDrawnEvent")



@_attrs_define
class PracticalGuideToEvilSwordDrawnEvent:
    """ A Practical Guide to Evil: the sword_drawn event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['sword_drawn']):
            card (str): The Sword, now attached to the heir.
            heir (str): The heir (a Named).
            seat (int): The heir's controller, the Sword's controller now.
     """

    id: int
    version: int
    text: Words
    type_: Literal['sword_drawn']
    card: str
    heir: str
    seat: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        card = self.card

        heir = self.heir

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "card": card,
            "heir": heir,
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




        type_ = cast(Literal['sword_drawn'] , d.pop("type"))
        if type_ != 'sword_drawn':
            raise ValueError(f"type must match const 'sword_drawn', got '{type_}'")

        card = d.pop("card")

        heir = d.pop("heir")

        seat = d.pop("seat")

        practical_guide_to_evil_sword_drawn_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            card=card,
            heir=heir,
            seat=seat,
        )

        return practical_guide_to_evil_sword_drawn_event

