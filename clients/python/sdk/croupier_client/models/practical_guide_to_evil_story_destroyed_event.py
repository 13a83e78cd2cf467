from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="PracticalGuideToEvilStoryDestroyedEvent")



@_attrs_define
class PracticalGuideToEvilStoryDestroyedEvent:
    """ A Practical Guide to Evil: the story_destroyed event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['story_destroyed']):
            card (str): The Story destroyed (Unravel), now on the discard pile.
            owner (int): The seat that controlled it.
            by (int): The seat that did it.
     """

    id: int
    version: int
    type_: Literal['story_destroyed']
    card: str
    owner: int
    by: int





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        type_ = self.type_

        card = self.card

        owner = self.owner

        by = self.by


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "type": type_,
            "card": card,
            "owner": owner,
            "by": by,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        type_ = cast(Literal['story_destroyed'] , d.pop("type"))
        if type_ != 'story_destroyed':
            raise ValueError(f"type must match const 'story_destroyed', got '{type_}'")

        card = d.pop("card")

        owner = d.pop("owner")

        by = d.pop("by")

        practical_guide_to_evil_story_destroyed_event = cls(
            id=id,
            version=version,
            type_=type_,
            card=card,
            owner=owner,
            by=by,
        )

        return practical_guide_to_evil_story_destroyed_event

