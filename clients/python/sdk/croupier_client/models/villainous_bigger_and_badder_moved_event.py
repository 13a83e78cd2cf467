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





T = TypeVar("T", bound="VillainousBiggerAndBadderMovedEvent")



@_attrs_define
class VillainousBiggerAndBadderMovedEvent:
    """ Disney Villainous: Bigger and Badder: the moved event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['moved']):
            seat (int): The seat whose realm (or hand, deck, pile) it is.
            card (str): A card id (instance id).
            from_zone (None | str): The location it left; null if it was at none.
            to_zone (str): The location it is at now.
     """

    id: int
    version: int
    text: Words
    type_: Literal['moved']
    seat: int
    card: str
    from_zone: None | str
    to_zone: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        card = self.card

        from_zone: None | str
        from_zone = self.from_zone

        to_zone = self.to_zone


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "card": card,
            "from_zone": from_zone,
            "to_zone": to_zone,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['moved'] , d.pop("type"))
        if type_ != 'moved':
            raise ValueError(f"type must match const 'moved', got '{type_}'")

        seat = d.pop("seat")

        card = d.pop("card")

        def _parse_from_zone(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        from_zone = _parse_from_zone(d.pop("from_zone"))


        to_zone = d.pop("to_zone")

        villainous_bigger_and_badder_moved_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            card=card,
            from_zone=from_zone,
            to_zone=to_zone,
        )

        return villainous_bigger_and_badder_moved_event

