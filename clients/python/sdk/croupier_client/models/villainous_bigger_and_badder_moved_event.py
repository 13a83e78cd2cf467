from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="VillainousBiggerAndBadderMovedEvent")



@_attrs_define
class VillainousBiggerAndBadderMovedEvent:
    """ Disney Villainous: Bigger and Badder: the moved event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['moved']):
            seat (int): The seat whose realm (or hand, deck, pile) it is.
            card (str): A card id (instance id).
            from_ (None | str): A location key of that realm's board.
            to (str): A location key of that realm's board.
     """

    id: int
    version: int
    type_: Literal['moved']
    seat: int
    card: str
    from_: None | str
    to: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        type_ = self.type_

        seat = self.seat

        card = self.card

        from_: None | str
        from_ = self.from_

        to = self.to


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "type": type_,
            "seat": seat,
            "card": card,
            "from": from_,
            "to": to,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        type_ = cast(Literal['moved'] , d.pop("type"))
        if type_ != 'moved':
            raise ValueError(f"type must match const 'moved', got '{type_}'")

        seat = d.pop("seat")

        card = d.pop("card")

        def _parse_from_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        from_ = _parse_from_(d.pop("from"))


        to = d.pop("to")

        villainous_bigger_and_badder_moved_event = cls(
            id=id,
            version=version,
            type_=type_,
            seat=seat,
            card=card,
            from_=from_,
            to=to,
        )

        return villainous_bigger_and_badder_moved_event

