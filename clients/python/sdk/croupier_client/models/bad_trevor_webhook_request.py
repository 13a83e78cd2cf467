from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bad_trevor_webhook_request_events_item import BadTrevorWebhookRequestEventsItem
from ..models.bad_trevor_webhook_request_signing import BadTrevorWebhookRequestSigning
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="BadTrevorWebhookRequest")



@_attrs_define
class BadTrevorWebhookRequest:
    """ 
        Attributes:
            url (str): Where deliveries are POSTed: http(s), no credentials, a host that resolves to public addresses only
                (422 webhook_url_refused), unless the deployment sets CROUPIER_WEBHOOK_ALLOW_PRIVATE.
            events (list[BadTrevorWebhookRequestEventsItem] | Unset): The Bad Trevor event types to deliver (its events'
                `type`); all when absent.
            signing (BadTrevorWebhookRequestSigning | Unset): Which secret signs the deliveries. app: the creating app's
                webhook secret (croupier keys webhook-secret), one for all its matches, rotated with an overlap; 422
                webhook_signing_refused without an app key (details.reason no_app_key) or when the app has no secret
                (no_app_secret). match: a secret of this match's own, shown once in the answer. Absent: app when the request
                shows the key of an app that has a webhook secret, else match.
     """

    url: str
    events: list[BadTrevorWebhookRequestEventsItem] | Unset = UNSET
    signing: BadTrevorWebhookRequestSigning | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        url = self.url

        events: list[str] | Unset = UNSET
        if not isinstance(self.events, Unset):
            events = []
            for events_item_data in self.events:
                events_item = events_item_data.value
                events.append(events_item)



        signing: str | Unset = UNSET
        if not isinstance(self.signing, Unset):
            signing = self.signing.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "url": url,
        })
        if events is not UNSET:
            field_dict["events"] = events
        if signing is not UNSET:
            field_dict["signing"] = signing

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        _events = d.pop("events", UNSET)
        events: list[BadTrevorWebhookRequestEventsItem] | Unset = UNSET
        if _events is not UNSET:
            events = []
            for events_item_data in _events:
                events_item = BadTrevorWebhookRequestEventsItem(events_item_data)



                events.append(events_item)


        _signing = d.pop("signing", UNSET)
        signing: BadTrevorWebhookRequestSigning | Unset
        if isinstance(_signing,  Unset):
            signing = UNSET
        else:
            signing = BadTrevorWebhookRequestSigning(_signing)




        bad_trevor_webhook_request = cls(
            url=url,
            events=events,
            signing=signing,
        )

        return bad_trevor_webhook_request

