from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_created_signing import WebhookCreatedSigning
from ..models.webhook_created_source import WebhookCreatedSource
from typing import cast






T = TypeVar("T", bound="WebhookCreated")



@_attrs_define
class WebhookCreated:
    """ 
        Attributes:
            url (str):
            events (list[str] | None): The event types delivered; null: all.
            signing (WebhookCreatedSigning): Which secret signs the deliveries: app, the creating app's (every v1 of
                Croupier-Signature its current secret's or, while it is rotated, an old one's); match, the match's own (shown
                once at create); setting, CROUPIER_WEBHOOK_SECRET (the deployment's default webhook).
            secret (None | str): The match's own signing secret (whsec_...; signing: match), shown only here: keep it to
                verify Croupier-Signature. Null when another secret signs: the app's (signing: app) or CROUPIER_WEBHOOK_SECRET
                (signing: setting).
            source (WebhookCreatedSource): request: this body's; setting: CROUPIER_WEBHOOK_URL.
     """

    url: str
    events: list[str] | None
    signing: WebhookCreatedSigning
    secret: None | str
    source: WebhookCreatedSource





    def to_dict(self) -> dict[str, Any]:
        url = self.url

        events: list[str] | None
        if isinstance(self.events, list):
            events = self.events


        else:
            events = self.events

        signing = self.signing.value

        secret: None | str
        secret = self.secret

        source = self.source.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "url": url,
            "events": events,
            "signing": signing,
            "secret": secret,
            "source": source,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        def _parse_events(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                events_type_0 = cast(list[str], data)

                return events_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        events = _parse_events(d.pop("events"))


        signing = WebhookCreatedSigning(d.pop("signing"))




        def _parse_secret(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        secret = _parse_secret(d.pop("secret"))


        source = WebhookCreatedSource(d.pop("source"))




        webhook_created = cls(
            url=url,
            events=events,
            signing=signing,
            secret=secret,
            source=source,
        )

        return webhook_created

