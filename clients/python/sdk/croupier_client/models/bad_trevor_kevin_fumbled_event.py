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





T = TypeVar("T", bound="BadTrevorKevinFumbledEvent")



@_attrs_define
class BadTrevorKevinFumbledEvent:
    """ Bad Trevor: the kevin_fumbled event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['kevin_fumbled']):
            seat (int): The seat that acted.
            instance (str): The Kevin window's instance id: attack-<n> for the n-th attack hand.
            shout (str): What it shouted.
     """

    id: int
    version: int
    text: Words
    type_: Literal['kevin_fumbled']
    seat: int
    instance: str
    shout: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        instance = self.instance

        shout = self.shout


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "instance": instance,
            "shout": shout,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['kevin_fumbled'] , d.pop("type"))
        if type_ != 'kevin_fumbled':
            raise ValueError(f"type must match const 'kevin_fumbled', got '{type_}'")

        seat = d.pop("seat")

        instance = d.pop("instance")

        shout = d.pop("shout")

        bad_trevor_kevin_fumbled_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            instance=instance,
            shout=shout,
        )

        return bad_trevor_kevin_fumbled_event

