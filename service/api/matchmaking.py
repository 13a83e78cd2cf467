"""Matchmaking: an app puts its players (or a party of them) in a queue for a game, and the
workers seat compatible tickets together in a match (``service.matchmaking``).

A ticket names the game, its player or players (the app's own ids), the table sizes it
accepts, the options the match must have, how long it may wait and whether bots may fill
the table after that wait. It is ``waiting``, then ``matched`` (with the match's id and its
players' seat tokens, shown once), or ``expired`` / ``cancelled``. ``GET`` with ``wait``
long-polls until the ticket is no longer waiting; the players' streams say ``matched`` or
``ticket_ended``; a ticket with a ``webhook`` has its end POSTed to the app's server
(``workers.ticket_webhooks``: signed with the app's secret, never a seat token)."""

from __future__ import annotations

import time
from typing import Any

from flask.views import MethodView

from service import webhooks
from service.engine.errors import InvalidSeats, UnknownStrategy
from service.engine.registry import get_game
from service.matchmaking import endings
from service.matchmaking.matcher import AUTO
from service.store import Store
from service.store.tickets import CANCELLED, SEATING, WAITING

from . import app_keys, deps, play
from .errors import ApiError
from .parsing import Blueprint
from .players import check_named
from .schemas import ErrorSchema, TicketQuerySchema, TicketRequestSchema, TicketSchema

POLL = 0.2  # seconds between looks at a waited-on ticket

blp = Blueprint(
    "matchmaking",
    __name__,
    url_prefix="/v1/matchmaking",
    description="Matchmaking: tickets that the workers seat together in matches.",
)


@blp.route("/tickets")
class TicketList(MethodView):
    @blp.doc(operationId="create_ticket", security=[{"appKey": []}])
    @blp.arguments(TicketRequestSchema())
    @blp.response(201, TicketSchema)
    @blp.alt_response(401, schema=ErrorSchema, description="missing_app_key, invalid_app_key.")
    @blp.alt_response(
        422,
        schema=ErrorSchema,
        description="invalid_request, unknown_game, invalid_options, unknown_strategy, "
        "duplicate_player, "
        "invalid_seats (a table size the game does not have, or too small for the party), "
        "webhook_url_refused (details.reason), "
        "webhook_signing_refused (details.reason no_app_secret: the app has no webhook secret).",
    )
    def post(self, request: dict[str, Any]) -> tuple[dict[str, Any], int]:
        """Queue a player (``player``) or a party that sits together (``players``) for a
        match of ``game``: at a table of ``seats`` (``[min, max]``, the game's range by
        default), with ``options``, for ``max_wait_seconds``; then seated with bots of
        ``bots_after_wait`` (a strategy, or ``auto``: the one rated nearest the table) or, if
        null, expired. Follow it with ``GET .../tickets/{id}?wait=30``, the player's stream,
        or a ``webhook``: one POST once it ends, signed with the app's webhook secret."""
        app = app_keys.required_app()
        now = time.time()
        store = deps.store()
        ticket = {**checked_ticket(request, now), **_webhook(store, request, app, now)}
        ticket_id = store.tickets.open(app, ticket["game"], ticket["options"], ticket)
        return shown(ticket_id, store.tickets.peek(ticket_id)), 201


@blp.route("/tickets/<ticket_id>")
class Ticket(MethodView):
    @blp.doc(operationId="get_ticket", security=[{"appKey": []}])
    @blp.arguments(TicketQuerySchema(), location="query")
    @blp.response(200, TicketSchema)
    @blp.alt_response(401, schema=ErrorSchema, description="missing_app_key, invalid_app_key.")
    @blp.alt_response(404, schema=ErrorSchema, description="unknown_ticket.")
    def get(self, query: dict[str, Any], ticket_id: str) -> dict[str, Any]:
        """The ticket: ``waiting`` (``seating`` while its match is being made), ``matched``
        with ``match_id`` and, at the first read only, each of its players' seat ``tokens``;
        ``expired`` or ``cancelled``. With ``wait`` (seconds, at most 30), answers once the
        ticket is no longer waiting, or when the wait is over."""
        app = app_keys.required_app()
        tickets = deps.store().tickets
        deadline = time.monotonic() + query["wait"]
        while _owned(tickets.peek(ticket_id), app, ticket_id)["status"] in (WAITING, SEATING):
            if time.monotonic() >= deadline:
                break
            time.sleep(POLL)
        return shown(ticket_id, _owned(tickets.read(ticket_id), app, ticket_id))

    @blp.doc(operationId="cancel_ticket", security=[{"appKey": []}])
    @blp.response(200, TicketSchema)
    @blp.alt_response(401, schema=ErrorSchema, description="missing_app_key, invalid_app_key.")
    @blp.alt_response(404, schema=ErrorSchema, description="unknown_ticket.")
    def delete(self, ticket_id: str) -> dict[str, Any]:
        """Take a waiting ticket out of the queue (``cancelled``). A ticket already seated,
        expired or cancelled is left as it is, and answered as it is."""
        app = app_keys.required_app()
        store = deps.store()
        record = _owned(store.tickets.peek(ticket_id), app, ticket_id)
        if store.tickets.end(ticket_id, CANCELLED).ended:
            endings.ended(store, app, ticket_id, record["ticket"], CANCELLED)
        return shown(ticket_id, _owned(store.tickets.read(ticket_id), app, ticket_id))


def checked_ticket(request: dict[str, Any], now: float) -> dict[str, Any]:
    """The ticket as stored, every field checked against its game (its options with their
    defaults filled in, so that equal choices share a pool)."""
    game = get_game(request["game"])
    players = _players(request)
    check_named(players, "app")
    low, high = request.get("seats") or (game.min_players, game.max_players)
    if not game.min_players <= low <= high <= game.max_players or len(players) > high:
        raise InvalidSeats(
            f"seats is [min, max] within {game.id}'s {game.min_players}-{game.max_players},"
            f" max at least the party's {len(players)}"
        )
    options = game.validate_options(request["options"])
    bots = request["bots_after_wait"]
    if bots is not None and bots != AUTO and bots not in game.strategies():
        strategies = [*game.strategies(), AUTO]
        message = f"bots_after_wait is one of {', '.join(strategies)}, or null"
        raise UnknownStrategy(message, strategies=strategies)
    return {
        "game": game.id,
        "players": players,
        "seats": [low, high],
        "options": options,
        "created": now,
        "max_wait": request["max_wait_seconds"],
        "bots_after_wait": bots,
    }


def _webhook(store: Store, request: dict[str, Any], app: str, now: float) -> dict[str, str]:
    """``{"webhook": url}`` for a ticket that asks for one, else nothing. Its delivery is
    signed with the app's webhook secrets (422 ``webhook_signing_refused`` for an app with
    none), and its URL checked now (422 ``webhook_url_refused``) and before the POST."""
    if request.get("webhook") is None:
        return {}
    if not store.apps.signing_secrets(app, now):
        raise play.signing_refused(app)
    url = request["webhook"]["url"]
    play.check_webhook_url(url, deps.webhook_settings().allow_private)
    return {"webhook": url}


def _players(request: dict[str, Any]) -> list[str]:
    """The ticket's party: ``player`` or ``players``, exactly one of them."""
    if ("player" in request) == ("players" in request):
        message = "name the ticket's player (player) or its party (players), one of the two"
        raise ApiError(422, "invalid_request", message, fields={"player": [message]})
    return [request["player"]] if "player" in request else list(request["players"])


def shown(ticket_id: str, record: dict[str, Any] | None) -> dict[str, Any]:
    """The ticket as the API answers it."""
    assert record is not None
    ticket = record["ticket"]
    status = WAITING if record["status"] == SEATING else record["status"]
    answer = {
        "id": ticket_id,
        "status": status,
        "game": ticket["game"],
        "players": ticket["players"],
        "seats": ticket["seats"],
        "options": ticket["options"],
        "max_wait_seconds": ticket["max_wait"],
        "bots_after_wait": ticket["bots_after_wait"],
        "created_at": ticket["created"],
        "match_id": record.get("match"),
        "webhook": _shown_webhook(ticket.get("webhook"), record.get("webhook")),
    }
    if "tokens" in record:
        answer["tokens"] = record["tokens"]
    return answer


def _shown_webhook(url: str | None, state: dict[str, str] | None) -> dict[str, Any] | None:
    return None if url is None else webhooks.ticket_public(url, state)


def _owned(record: dict[str, Any] | None, app: str, ticket_id: str) -> dict[str, Any]:
    """The record, if the calling app made it: another app's ticket is unknown to it."""
    if record is None or record["app"] != app:
        raise ApiError(404, "unknown_ticket", f"no ticket {ticket_id!r} of this app")
    return record
