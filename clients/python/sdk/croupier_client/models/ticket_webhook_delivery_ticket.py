from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ticket_webhook_delivery_ticket_status import TicketWebhookDeliveryTicketStatus
from typing import cast






T = TypeVar("T", bound="TicketWebhookDeliveryTicket")



@_attrs_define
class TicketWebhookDeliveryTicket:
    """ 
        Attributes:
            id (str):
            status (TicketWebhookDeliveryTicketStatus):
            game (str):
            players (list[str]):
            match_id (None | str): Once matched: the match.
     """

    id: str
    status: TicketWebhookDeliveryTicketStatus
    game: str
    players: list[str]
    match_id: None | str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status = self.status.value

        game = self.game

        players = self.players



        match_id: None | str
        match_id = self.match_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "status": status,
            "game": game,
            "players": players,
            "match_id": match_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        status = TicketWebhookDeliveryTicketStatus(d.pop("status"))




        game = d.pop("game")

        players = cast(list[str], d.pop("players"))


        def _parse_match_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        match_id = _parse_match_id(d.pop("match_id"))


        ticket_webhook_delivery_ticket = cls(
            id=id,
            status=status,
            game=game,
            players=players,
            match_id=match_id,
        )

        return ticket_webhook_delivery_ticket

