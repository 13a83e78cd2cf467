from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_signing import WebhookSigning
from ..models.webhook_source import WebhookSource
from ..models.webhook_status import WebhookStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.webhook_attempt import WebhookAttempt





T = TypeVar("T", bound="Webhook")



@_attrs_define
class Webhook:
    """ 
        Attributes:
            url (str):
            events (list[str] | None): The event types delivered; null: all.
            signing (WebhookSigning): Which secret signs the deliveries: app, the creating app's (every v1 of Croupier-
                Signature its current secret's or, while it is rotated, an old one's); match, the match's own (shown once at
                create); setting, CROUPIER_WEBHOOK_SECRET (the deployment's default webhook).
            source (WebhookSource):
            status (WebhookStatus): active: delivering; failing: retrying with backoff; gave_up: failures lasted
                CROUPIER_WEBHOOK_RETRY_FOR: nothing more is delivered.
            cursor (int): The id of the last event delivered.
            failing_since (float | None):
            next_attempt_at (float | None):
            gave_up_at (float | None):
            attempts (list[WebhookAttempt]): The last attempts (10 at most), the latest first.
     """

    url: str
    events: list[str] | None
    signing: WebhookSigning
    source: WebhookSource
    status: WebhookStatus
    cursor: int
    failing_since: float | None
    next_attempt_at: float | None
    gave_up_at: float | None
    attempts: list[WebhookAttempt]





    def to_dict(self) -> dict[str, Any]:
        from ..models.webhook_attempt import WebhookAttempt # noqa: PLC0415
        url = self.url

        events: list[str] | None
        if isinstance(self.events, list):
            events = self.events


        else:
            events = self.events

        signing = self.signing.value

        source = self.source.value

        status = self.status.value

        cursor = self.cursor

        failing_since: float | None
        failing_since = self.failing_since

        next_attempt_at: float | None
        next_attempt_at = self.next_attempt_at

        gave_up_at: float | None
        gave_up_at = self.gave_up_at

        attempts = []
        for attempts_item_data in self.attempts:
            attempts_item = attempts_item_data.to_dict()
            attempts.append(attempts_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "url": url,
            "events": events,
            "signing": signing,
            "source": source,
            "status": status,
            "cursor": cursor,
            "failing_since": failing_since,
            "next_attempt_at": next_attempt_at,
            "gave_up_at": gave_up_at,
            "attempts": attempts,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_attempt import WebhookAttempt # noqa: PLC0415
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


        signing = WebhookSigning(d.pop("signing"))




        source = WebhookSource(d.pop("source"))




        status = WebhookStatus(d.pop("status"))




        cursor = d.pop("cursor")

        def _parse_failing_since(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        failing_since = _parse_failing_since(d.pop("failing_since"))


        def _parse_next_attempt_at(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        next_attempt_at = _parse_next_attempt_at(d.pop("next_attempt_at"))


        def _parse_gave_up_at(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        gave_up_at = _parse_gave_up_at(d.pop("gave_up_at"))


        attempts = []
        _attempts = d.pop("attempts")
        for attempts_item_data in (_attempts):
            attempts_item = WebhookAttempt.from_dict(attempts_item_data)



            attempts.append(attempts_item)


        webhook = cls(
            url=url,
            events=events,
            signing=signing,
            source=source,
            status=status,
            cursor=cursor,
            failing_since=failing_since,
            next_attempt_at=next_attempt_at,
            gave_up_at=gave_up_at,
            attempts=attempts,
        )

        return webhook

