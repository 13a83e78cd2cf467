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





T = TypeVar("T", bound="VillainousBiggerAndBadderHandRevealedEvent")



@_attrs_define
class VillainousBiggerAndBadderHandRevealedEvent:
    """ Disney Villainous: Bigger and Badder: the hand_revealed event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['hand_revealed']):
            seat (int): The seat whose realm (or hand, deck, pile) it is.
            cards (list[str]): Its whole hand, shown to all.
     """

    id: int
    version: int
    text: Words
    type_: Literal['hand_revealed']
    seat: int
    cards: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['hand_revealed'] , d.pop("type"))
        if type_ != 'hand_revealed':
            raise ValueError(f"type must match const 'hand_revealed', got '{type_}'")

        seat = d.pop("seat")

        cards = cast(list[str], d.pop("cards"))


        villainous_bigger_and_badder_hand_revealed_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            cards=cards,
        )

        return villainous_bigger_and_badder_hand_revealed_event

