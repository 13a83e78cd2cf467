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





T = TypeVar("T", bound="BadTrevorWindowClosedEvent")



@_attrs_define
class BadTrevorWindowClosedEvent:
    """ Bad Trevor: the window_closed event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['window_closed']):
            instance (str): The Kevin window's instance id: attack-<n> for the n-th attack hand.
            defender (int): The defender, who must still pick.
     """

    id: int
    version: int
    text: Words
    type_: Literal['window_closed']
    instance: str
    defender: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        instance = self.instance

        defender = self.defender


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "instance": instance,
            "defender": defender,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['window_closed'] , d.pop("type"))
        if type_ != 'window_closed':
            raise ValueError(f"type must match const 'window_closed', got '{type_}'")

        instance = d.pop("instance")

        defender = d.pop("defender")

        bad_trevor_window_closed_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            instance=instance,
            defender=defender,
        )

        return bad_trevor_window_closed_event

