from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="BadTrevorPaybackEvent")



@_attrs_define
class BadTrevorPaybackEvent:
    """ Bad Trevor: the payback event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['payback']):
            seat (int): The attacker, giving.
            to (int): The picker, receiving.
            card (str | Unset): For the giver and the receiver only: the card given.
     """

    id: int
    version: int
    type_: Literal['payback']
    seat: int
    to: int
    card: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        type_ = self.type_

        seat = self.seat

        to = self.to

        card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "type": type_,
            "seat": seat,
            "to": to,
        })
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        type_ = cast(Literal['payback'] , d.pop("type"))
        if type_ != 'payback':
            raise ValueError(f"type must match const 'payback', got '{type_}'")

        seat = d.pop("seat")

        to = d.pop("to")

        card = d.pop("card", UNSET)

        bad_trevor_payback_event = cls(
            id=id,
            version=version,
            type_=type_,
            seat=seat,
            to=to,
            card=card,
        )

        return bad_trevor_payback_event

