from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ticket_status import TicketStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.ticket_options import TicketOptions
  from ..models.ticket_tokens import TicketTokens
  from ..models.ticket_webhook import TicketWebhook





T = TypeVar("T", bound="Ticket")



@_attrs_define
class Ticket:
    """ 
        Attributes:
            id (str):
            status (TicketStatus):
            game (str):
            players (list[str]):
            seats (list[int]):
            options (TicketOptions):
            max_wait_seconds (int):
            bots_after_wait (None | str):
            created_at (float):
            match_id (None | str): Once matched: the match.
            webhook (None | TicketWebhook): The ticket's webhook and its delivery; null: none.
            tokens (TicketTokens | Unset): Once matched, at the first read only: each of the ticket's players' seat token in
                the match.
     """

    id: str
    status: TicketStatus
    game: str
    players: list[str]
    seats: list[int]
    options: TicketOptions
    max_wait_seconds: int
    bots_after_wait: None | str
    created_at: float
    match_id: None | str
    webhook: None | TicketWebhook
    tokens: TicketTokens | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.ticket_options import TicketOptions # noqa: PLC0415
        from ..models.ticket_tokens import TicketTokens # noqa: PLC0415
        from ..models.ticket_webhook import TicketWebhook # noqa: PLC0415
        id = self.id

        status = self.status.value

        game = self.game

        players = self.players



        seats = self.seats



        options = self.options.to_dict()

        max_wait_seconds = self.max_wait_seconds

        bots_after_wait: None | str
        bots_after_wait = self.bots_after_wait

        created_at = self.created_at

        match_id: None | str
        match_id = self.match_id

        webhook: dict[str, Any] | None
        if isinstance(self.webhook, TicketWebhook):
            webhook = self.webhook.to_dict()
        else:
            webhook = self.webhook

        tokens: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tokens, Unset):
            tokens = self.tokens.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "status": status,
            "game": game,
            "players": players,
            "seats": seats,
            "options": options,
            "max_wait_seconds": max_wait_seconds,
            "bots_after_wait": bots_after_wait,
            "created_at": created_at,
            "match_id": match_id,
            "webhook": webhook,
        })
        if tokens is not UNSET:
            field_dict["tokens"] = tokens

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ticket_options import TicketOptions # noqa: PLC0415
        from ..models.ticket_tokens import TicketTokens # noqa: PLC0415
        from ..models.ticket_webhook import TicketWebhook # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        status = TicketStatus(d.pop("status"))




        game = d.pop("game")

        players = cast(list[str], d.pop("players"))


        seats = cast(list[int], d.pop("seats"))


        options = TicketOptions.from_dict(d.pop("options"))




        max_wait_seconds = d.pop("max_wait_seconds")

        def _parse_bots_after_wait(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bots_after_wait = _parse_bots_after_wait(d.pop("bots_after_wait"))


        created_at = d.pop("created_at")

        def _parse_match_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        match_id = _parse_match_id(d.pop("match_id"))


        def _parse_webhook(data: object) -> None | TicketWebhook:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                webhook_type_0 = TicketWebhook.from_dict(data)



                return webhook_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TicketWebhook, data)

        webhook = _parse_webhook(d.pop("webhook"))


        _tokens = d.pop("tokens", UNSET)
        tokens: TicketTokens | Unset
        if isinstance(_tokens,  Unset):
            tokens = UNSET
        else:
            tokens = TicketTokens.from_dict(_tokens)




        ticket = cls(
            id=id,
            status=status,
            game=game,
            players=players,
            seats=seats,
            options=options,
            max_wait_seconds=max_wait_seconds,
            bots_after_wait=bots_after_wait,
            created_at=created_at,
            match_id=match_id,
            webhook=webhook,
            tokens=tokens,
        )

        return ticket

