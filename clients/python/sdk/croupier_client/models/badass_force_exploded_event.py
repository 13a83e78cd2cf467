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





T = TypeVar("T", bound="BadassForceExplodedEvent")



@_attrs_define
class BadassForceExplodedEvent:
    """ Badass Force: Édition VHS: the exploded event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['exploded']):
            seat (int): The player whose charge overloaded it: it kills.
            target (int): The holder: its active character dies.
            weapon (str): A weapon card id (its kind and -1..-3).
     """

    id: int
    version: int
    text: Words
    type_: Literal['exploded']
    seat: int
    target: int
    weapon: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        target = self.target

        weapon = self.weapon


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "target": target,
            "weapon": weapon,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['exploded'] , d.pop("type"))
        if type_ != 'exploded':
            raise ValueError(f"type must match const 'exploded', got '{type_}'")

        seat = d.pop("seat")

        target = d.pop("target")

        weapon = d.pop("weapon")

        badass_force_exploded_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            target=target,
            weapon=weapon,
        )

        return badass_force_exploded_event

