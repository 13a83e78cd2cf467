from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ticket_webhook_status import TicketWebhookStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.webhook_attempt import WebhookAttempt





T = TypeVar("T", bound="TicketWebhook")



@_attrs_define
class TicketWebhook:
    """ 
        Attributes:
            url (str):
            status (TicketWebhookStatus): pending: the ticket has not ended, or its POST is not sent yet; delivered: a 2xx
                came; failing: retrying with backoff; gave_up: failures lasted CROUPIER_WEBHOOK_RETRY_FOR.
            next_attempt_at (float | None):
            gave_up_at (float | None):
            attempts (list[WebhookAttempt]): The last attempts (10 at most), the latest first.
     """

    url: str
    status: TicketWebhookStatus
    next_attempt_at: float | None
    gave_up_at: float | None
    attempts: list[WebhookAttempt]





    def to_dict(self) -> dict[str, Any]:
        from ..models.webhook_attempt import WebhookAttempt # noqa: PLC0415
        url = self.url

        status = self.status.value

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
            "status": status,
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

        status = TicketWebhookStatus(d.pop("status"))




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


        ticket_webhook = cls(
            url=url,
            status=status,
            next_attempt_at=next_attempt_at,
            gave_up_at=gave_up_at,
            attempts=attempts,
        )

        return ticket_webhook

