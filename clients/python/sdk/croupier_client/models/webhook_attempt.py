from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="WebhookAttempt")



@_attrs_define
class WebhookAttempt:
    """ 
        Attributes:
            at (float): Unix time the POST started.
            delivery (str): Its Croupier-Delivery.
            event_ids (list[int]):
            status_code (int | None): Null: no HTTP answer.
            error (None | str): Why it failed: a status, a timeout, a refused address...
            duration_ms (float):
            ok (bool): A 2xx answer.
     """

    at: float
    delivery: str
    event_ids: list[int]
    status_code: int | None
    error: None | str
    duration_ms: float
    ok: bool





    def to_dict(self) -> dict[str, Any]:
        at = self.at

        delivery = self.delivery

        event_ids = self.event_ids



        status_code: int | None
        status_code = self.status_code

        error: None | str
        error = self.error

        duration_ms = self.duration_ms

        ok = self.ok


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "delivery": delivery,
            "event_ids": event_ids,
            "status_code": status_code,
            "error": error,
            "duration_ms": duration_ms,
            "ok": ok,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        delivery = d.pop("delivery")

        event_ids = cast(list[int], d.pop("event_ids"))


        def _parse_status_code(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        status_code = _parse_status_code(d.pop("status_code"))


        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))


        duration_ms = d.pop("duration_ms")

        ok = d.pop("ok")

        webhook_attempt = cls(
            at=at,
            delivery=delivery,
            event_ids=event_ids,
            status_code=status_code,
            error=error,
            duration_ms=duration_ms,
            ok=ok,
        )

        return webhook_attempt

