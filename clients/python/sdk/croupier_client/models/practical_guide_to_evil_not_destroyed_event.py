from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="PracticalGuideToEvilNotDestroyedEvent")



@_attrs_define
class PracticalGuideToEvilNotDestroyedEvent:
    """ A Practical Guide to Evil: the not_destroyed event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['not_destroyed']):
            card (str): The Named that was spared: shielded or protected by a Rule of Three.
            by (int): The seat that would have destroyed it.
     """

    id: int
    version: int
    type_: Literal['not_destroyed']
    card: str
    by: int





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        type_ = self.type_

        card = self.card

        by = self.by


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "type": type_,
            "card": card,
            "by": by,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        type_ = cast(Literal['not_destroyed'] , d.pop("type"))
        if type_ != 'not_destroyed':
            raise ValueError(f"type must match const 'not_destroyed', got '{type_}'")

        card = d.pop("card")

        by = d.pop("by")

        practical_guide_to_evil_not_destroyed_event = cls(
            id=id,
            version=version,
            type_=type_,
            card=card,
            by=by,
        )

        return practical_guide_to_evil_not_destroyed_event

