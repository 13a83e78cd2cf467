from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="WebhookRequest")



@_attrs_define
class WebhookRequest:
    """ 
        Attributes:
            url (str): Where deliveries are POSTed: http(s), no credentials, a host that resolves to public addresses only
                (422 webhook_url_refused), unless the deployment sets CROUPIER_WEBHOOK_ALLOW_PRIVATE.
            events (list[str] | Unset): The event types to deliver (the game's, as its events' `type`); all when absent.
     """

    url: str
    events: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        url = self.url

        events: list[str] | Unset = UNSET
        if not isinstance(self.events, Unset):
            events = self.events




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "url": url,
        })
        if events is not UNSET:
            field_dict["events"] = events

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        events = cast(list[str], d.pop("events", UNSET))


        webhook_request = cls(
            url=url,
            events=events,
        )

        return webhook_request

