from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.ticket_request_options import TicketRequestOptions
  from ..models.ticket_webhook_request import TicketWebhookRequest





T = TypeVar("T", bound="TicketRequest")



@_attrs_define
class TicketRequest:
    """ 
        Attributes:
            game (str): The game's id.
            player (str | Unset): The app's id of the ticket's one player (or name a party).
            players (list[str] | Unset): A party that sits together: the app's ids of its players.
            seats (list[int] | Unset): The table sizes the party accepts, [min, max], both included (default: the game's
                range).
            options (TicketRequestOptions | Unset): The match's options: only tickets with the same sit together.
            max_wait_seconds (int | Unset): How long the ticket waits for people, 1-3600 s. Default: 60.
            bots_after_wait (None | str | Unset): After max_wait_seconds: a strategy whose bots fill the table, auto (the
                strategy rated nearest the table), or null: the ticket expires.
            webhook (None | TicketWebhookRequest | Unset): Tell the app's server when the ticket ends (matched, expired,
                cancelled): one signed POST, never a seat token. Null or absent: none.
     """

    game: str
    player: str | Unset = UNSET
    players: list[str] | Unset = UNSET
    seats: list[int] | Unset = UNSET
    options: TicketRequestOptions | Unset = UNSET
    max_wait_seconds: int | Unset = 60
    bots_after_wait: None | str | Unset = UNSET
    webhook: None | TicketWebhookRequest | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.ticket_request_options import TicketRequestOptions # noqa: PLC0415
        from ..models.ticket_webhook_request import TicketWebhookRequest # noqa: PLC0415
        game = self.game

        player = self.player

        players: list[str] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players



        seats: list[int] | Unset = UNSET
        if not isinstance(self.seats, Unset):
            seats = self.seats



        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        max_wait_seconds = self.max_wait_seconds

        bots_after_wait: None | str | Unset
        if isinstance(self.bots_after_wait, Unset):
            bots_after_wait = UNSET
        else:
            bots_after_wait = self.bots_after_wait

        webhook: dict[str, Any] | None | Unset
        if isinstance(self.webhook, Unset):
            webhook = UNSET
        elif isinstance(self.webhook, TicketWebhookRequest):
            webhook = self.webhook.to_dict()
        else:
            webhook = self.webhook


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
        })
        if player is not UNSET:
            field_dict["player"] = player
        if players is not UNSET:
            field_dict["players"] = players
        if seats is not UNSET:
            field_dict["seats"] = seats
        if options is not UNSET:
            field_dict["options"] = options
        if max_wait_seconds is not UNSET:
            field_dict["max_wait_seconds"] = max_wait_seconds
        if bots_after_wait is not UNSET:
            field_dict["bots_after_wait"] = bots_after_wait
        if webhook is not UNSET:
            field_dict["webhook"] = webhook

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ticket_request_options import TicketRequestOptions # noqa: PLC0415
        from ..models.ticket_webhook_request import TicketWebhookRequest # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        player = d.pop("player", UNSET)

        players = cast(list[str], d.pop("players", UNSET))


        seats = cast(list[int], d.pop("seats", UNSET))


        _options = d.pop("options", UNSET)
        options: TicketRequestOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = TicketRequestOptions.from_dict(_options)




        max_wait_seconds = d.pop("max_wait_seconds", UNSET)

        def _parse_bots_after_wait(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        bots_after_wait = _parse_bots_after_wait(d.pop("bots_after_wait", UNSET))


        def _parse_webhook(data: object) -> None | TicketWebhookRequest | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                webhook_type_0 = TicketWebhookRequest.from_dict(data)



                return webhook_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TicketWebhookRequest | Unset, data)

        webhook = _parse_webhook(d.pop("webhook", UNSET))


        ticket_request = cls(
            game=game,
            player=player,
            players=players,
            seats=seats,
            options=options,
            max_wait_seconds=max_wait_seconds,
            bots_after_wait=bots_after_wait,
            webhook=webhook,
        )

        return ticket_request

