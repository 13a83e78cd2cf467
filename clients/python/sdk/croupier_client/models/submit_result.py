from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.submit_result_events_item import SubmitResultEventsItem
  from ..models.view import View





T = TypeVar("T", bound="SubmitResult")



@_attrs_define
class SubmitResult:
    """ 
        Attributes:
            version (int):
            events (list[SubmitResultEventsItem]):
            view (View):
            dry_run (bool | Unset): Present and true for a dry run.
     """

    version: int
    events: list[SubmitResultEventsItem]
    view: View
    dry_run: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.submit_result_events_item import SubmitResultEventsItem # noqa: PLC0415
        from ..models.view import View # noqa: PLC0415
        version = self.version

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        view = self.view.to_dict()

        dry_run = self.dry_run


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "version": version,
            "events": events,
            "view": view,
        })
        if dry_run is not UNSET:
            field_dict["dry_run"] = dry_run

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.submit_result_events_item import SubmitResultEventsItem # noqa: PLC0415
        from ..models.view import View # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = SubmitResultEventsItem.from_dict(events_item_data)



            events.append(events_item)


        view = View.from_dict(d.pop("view"))




        dry_run = d.pop("dry_run", UNSET)

        submit_result = cls(
            version=version,
            events=events,
            view=view,
            dry_run=dry_run,
        )

        return submit_result

