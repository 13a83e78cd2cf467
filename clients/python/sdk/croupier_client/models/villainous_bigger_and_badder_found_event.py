from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.villainous_bigger_and_badder_found_event_from import VillainousBiggerAndBadderFoundEventFrom
from typing import Literal, cast






T = TypeVar("T", bound="VillainousBiggerAndBadderFoundEvent")



@_attrs_define
class VillainousBiggerAndBadderFoundEvent:
    """ Disney Villainous: Bigger and Badder: the found event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['found']):
            seat (int): The seat whose realm (or hand, deck, pile) it is.
            card (str): A card id (instance id).
            from_ (VillainousBiggerAndBadderFoundEventFrom): Where it was found.
     """

    id: int
    version: int
    type_: Literal['found']
    seat: int
    card: str
    from_: VillainousBiggerAndBadderFoundEventFrom





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        type_ = self.type_

        seat = self.seat

        card = self.card

        from_ = self.from_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "type": type_,
            "seat": seat,
            "card": card,
            "from": from_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        type_ = cast(Literal['found'] , d.pop("type"))
        if type_ != 'found':
            raise ValueError(f"type must match const 'found', got '{type_}'")

        seat = d.pop("seat")

        card = d.pop("card")

        from_ = VillainousBiggerAndBadderFoundEventFrom(d.pop("from"))




        villainous_bigger_and_badder_found_event = cls(
            id=id,
            version=version,
            type_=type_,
            seat=seat,
            card=card,
            from_=from_,
        )

        return villainous_bigger_and_badder_found_event

