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





T = TypeVar("T", bound="VillainousBiggerAndBadderWindowClosedEvent")



@_attrs_define
class VillainousBiggerAndBadderWindowClosedEvent:
    """ Disney Villainous: Bigger and Badder: the window_closed event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['window_closed']):
            instance (int): The window's instance (its frame id).
            played (list[list[int | str]]): The Conditions played, [seat, card], in the order they resolve.
     """

    id: int
    version: int
    text: Words
    type_: Literal['window_closed']
    instance: int
    played: list[list[int | str]]





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        instance = self.instance

        played = []
        for played_item_data in self.played:
            played_item = []
            for played_item_item_data in played_item_data:
                played_item_item: int | str
                played_item_item = played_item_item_data
                played_item.append(played_item_item)


            played.append(played_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "instance": instance,
            "played": played,
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

        played = []
        _played = d.pop("played")
        for played_item_data in (_played):
            played_item = []
            _played_item = played_item_data
            for played_item_item_data in (_played_item):
                def _parse_played_item_item(data: object) -> int | str:
                    return cast(int | str, data)

                played_item_item = _parse_played_item_item(played_item_item_data)

                played_item.append(played_item_item)

            played.append(played_item)


        villainous_bigger_and_badder_window_closed_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            instance=instance,
            played=played,
        )

        return villainous_bigger_and_badder_window_closed_event

