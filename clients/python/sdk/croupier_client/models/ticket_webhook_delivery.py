from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ticket_webhook_delivery_ticket import TicketWebhookDeliveryTicket





T = TypeVar("T", bound="TicketWebhookDelivery")



@_attrs_define
class TicketWebhookDelivery:
    """ A matchmaking ticket's end, POSTed once to its webhook. Never a seat token: read the players' tokens once from GET
    /v1/matchmaking/tickets/{id}.

        Attributes:
            ticket (TicketWebhookDeliveryTicket):
            delivery (str): This POST's id (a header too).
     """

    ticket: TicketWebhookDeliveryTicket
    delivery: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.ticket_webhook_delivery_ticket import TicketWebhookDeliveryTicket # noqa: PLC0415
        ticket = self.ticket.to_dict()

        delivery = self.delivery


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ticket": ticket,
            "delivery": delivery,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ticket_webhook_delivery_ticket import TicketWebhookDeliveryTicket # noqa: PLC0415
        d = dict(src_dict)
        ticket = TicketWebhookDeliveryTicket.from_dict(d.pop("ticket"))




        delivery = d.pop("delivery")

        ticket_webhook_delivery = cls(
            ticket=ticket,
            delivery=delivery,
        )

        return ticket_webhook_delivery

