from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="TicketWebhookRequest")



@_attrs_define
class TicketWebhookRequest:
    """ 
        Attributes:
            url (str): Where the ticket's end is POSTed, once: as a match webhook's URL (422 webhook_url_refused), signed
                with the app's webhook secret (422 webhook_signing_refused, details.reason no_app_secret, for an app with none).
     """

    url: str





    def to_dict(self) -> dict[str, Any]:
        url = self.url


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "url": url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        ticket_webhook_request = cls(
            url=url,
        )

        return ticket_webhook_request

