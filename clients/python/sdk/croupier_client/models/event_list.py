from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.event_list_events_item import EventListEventsItem





T = TypeVar("T", bound="EventList")



@_attrs_define
class EventList:
    """ 
        Attributes:
            events (list[EventListEventsItem]):
            next_after (int): The cursor for the next page: the id of the last event here (event ids, not versions; pass it
                as `after`).
            has_more (bool): Whether events after `next_after` exist now.
     """

    events: list[EventListEventsItem]
    next_after: int
    has_more: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.event_list_events_item import EventListEventsItem # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        next_after = self.next_after

        has_more = self.has_more


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "events": events,
            "next_after": next_after,
            "has_more": has_more,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event_list_events_item import EventListEventsItem # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = EventListEventsItem.from_dict(events_item_data)



            events.append(events_item)


        next_after = d.pop("next_after")

        has_more = d.pop("has_more")

        event_list = cls(
            events=events,
            next_after=next_after,
            has_more=has_more,
        )

        return event_list

