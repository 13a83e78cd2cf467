from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.villainous_bigger_and_badder_found_event_from_zone import VillainousBiggerAndBadderFoundEventFromZone
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="VillainousBiggerAndBadderFoundEvent")



@_attrs_define
class VillainousBiggerAndBadderFoundEvent:
    """ Disney Villainous: Bigger and Badder: the found event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['found']):
            seat (int): The seat whose realm (or hand, deck, pile) it is.
            card (str): A card id (instance id).
            from_zone (VillainousBiggerAndBadderFoundEventFromZone): Where it was found.
     """

    id: int
    version: int
    text: Words
    type_: Literal['found']
    seat: int
    card: str
    from_zone: VillainousBiggerAndBadderFoundEventFromZone





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        card = self.card

        from_zone = self.from_zone.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "card": card,
            "from_zone": from_zone,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['found'] , d.pop("type"))
        if type_ != 'found':
            raise ValueError(f"type must match const 'found', got '{type_}'")

        seat = d.pop("seat")

        card = d.pop("card")

        from_zone = VillainousBiggerAndBadderFoundEventFromZone(d.pop("from_zone"))




        villainous_bigger_and_badder_found_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            card=card,
            from_zone=from_zone,
        )

        return villainous_bigger_and_badder_found_event

