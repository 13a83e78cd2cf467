"""GET /v1/matches/{id}/webhook: a match's webhook and how its deliveries go."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView
from flask_smorest import Api

from service import webhooks
from service.engine.registry import all_games
from service.store import Store

from . import deps, game_shapes, play
from .errors import ApiError, missing_token
from .http import bearer_token
from .parsing import Blueprint
from .schemas import ErrorSchema, WebhookSchema

blp = Blueprint(
    "webhooks",
    __name__,
    url_prefix="/v1/matches/<match_id>/webhook",
    description="A match's webhook: signed deliveries of what a spectator sees.",
)


_DELIVERY = "9b1d4c7a2e6f4b0d8a5c7e9f5f0c8a3e"
EXAMPLE = {
    "url": "https://example.com/croupier",
    "events": None,
    "source": "request",
    "signing": "app",
    "status": "failing",
    "cursor": 5,
    "failing_since": 1_767_225_611.2,
    "next_attempt_at": 1_767_225_614.3,
    "gave_up_at": None,
    "attempts": [
        {
            "at": 1_767_225_612.3,
            "delivery": _DELIVERY,
            "event_ids": [6, 7],
            "status_code": 503,
            "error": "HTTP 503",
            "duration_ms": 3.9,
            "ok": False,
        },
        {
            "at": 1_767_225_611.2,
            "delivery": _DELIVERY[::-1],
            "event_ids": [6, 7],
            "status_code": None,
            "error": "timeout after 10 s",
            "duration_ms": 10000.4,
            "ok": False,
        },
        {
            "at": 1_767_225_600.1,
            "delivery": _DELIVERY[16:] + _DELIVERY[:16],
            "event_ids": [1, 2, 3, 4, 5],
            "status_code": 204,
            "error": None,
            "duration_ms": 4.6,
            "ok": True,
        },
    ],
}


@blp.route("")
class MatchWebhook(MethodView):
    @blp.doc(operationId="get_webhook", security=[{"bearer": []}])
    @blp.response(200, WebhookSchema, example=EXAMPLE)
    @blp.alt_response(401, schema=ErrorSchema, description="missing_token, invalid_token.")
    @blp.alt_response(
        404, schema=ErrorSchema, description="unknown_match, no_webhook (the match has none)."
    )
    def get(self, match_id: str) -> dict[str, Any]:
        """The match's webhook: its URL, event types, status, cursor and last attempts (their
        status codes and errors), never its secret. Any seat token of the match reads it
        (the app keys of a later version will own it instead)."""
        return webhook_of(deps.store(), match_id, bearer_token())


def webhook_of(store: Store, match_id: str, token: str | None) -> dict[str, Any]:
    if token is None:
        raise missing_token()
    play.load(store, match_id, token)  # 404 for no match, 401 for a token not of it
    found = store.webhook(match_id)
    if found is None:
        message = "this match has no webhook"
        raise ApiError(404, "no_webhook", message, match_id=match_id)
    return webhooks.public(webhooks.Webhook.from_fields(found))


def register_delivery(api: Api) -> None:
    """The deliveries themselves, as OpenAPI 3.1 ``webhooks``: what a receiver is sent."""
    events = [game_shapes.schema_ref(f"{game_shapes.game_stem(g)}Event") for g in all_games()]
    api.spec.components.schema(
        "WebhookDelivery",
        component={
            "type": "object",
            "description": "One delivery: the next events of a match as a spectator sees them "
            "(at most 100; `has_more` says another delivery follows at once) and the decisions "
            "open now: who must decide what, and by when.",
            "properties": {
                "match_id": {"type": "string"},
                "game": {"type": "string"},
                "version": {"type": "integer", "description": "The match's version now."},
                "status": {"type": "string", "enum": ["active", "finished"]},
                "events": {
                    "type": "array",
                    "items": {"anyOf": events},
                    "description": "The events of `game`, oldest first: its <Game>Event.",
                },
                "decisions": {"type": "array", "items": game_shapes.schema_ref("Decision")},
                "has_more": {"type": "boolean"},
                "delivery": {
                    "type": "string",
                    "description": "This delivery's id (also a header).",
                },
            },
            "required": [
                "match_id",
                "game",
                "version",
                "status",
                "events",
                "decisions",
                "has_more",
                "delivery",
            ],
            "additionalProperties": False,
        },
    )
    header = {"in": "header", "required": True, "schema": {"type": "string"}}
    api.spec.options["webhooks"] = {
        **_ticket_delivery(api, header),
        "matchEvents": {
            "post": {
                "summary": (
                    "What a match's webhook receives, one POST per batch, in order per match"
                ),
                "description": "Verify `Croupier-Signature` (`t=<unix>,v1=<hex HMAC-SHA256 of "
                '"<t>.<body>">`, one `v1` per signing secret: the app\'s webhook secret, and '
                "while it is rotated the old one too; or the match's own, shown once at create) "
                "before trusting the body: accept it when any `v1` matches the secret you hold. "
                "De-duplicate by event id: a retried delivery repeats its events.",
                "parameters": [
                    {
                        **header,
                        "name": webhooks.SIGNATURE,
                        "description": "t=<unix>,v1=<hex>[,v1=<hex>...]",
                    },
                    {**header, "name": webhooks.DELIVERY, "description": "The delivery's id."},
                    {
                        **header,
                        "name": webhooks.EVENT_IDS,
                        "description": "Its event ids, by commas.",
                    },
                ],
                "requestBody": {
                    "required": True,
                    "content": {
                        "application/json": {"schema": game_shapes.schema_ref("WebhookDelivery")}
                    },
                },
                "responses": {
                    "2XX": {
                        "description": "Delivered: the cursor moves on. Any other "
                        "answer (or none in 10 s) is retried."
                    }
                },
            }
        },
    }


def _ticket_delivery(api: Api, header: dict[str, Any]) -> dict[str, Any]:
    """A matchmaking ticket's delivery, as an OpenAPI ``webhooks`` entry (its schema
    registered): what the ticket's ``webhook`` receives once the ticket ends."""
    ticket = {
        "type": "object",
        "properties": {
            "id": {"type": "string"},
            "status": {"type": "string", "enum": ["matched", "expired", "cancelled"]},
            "game": {"type": "string"},
            "players": {"type": "array", "items": {"type": "string"}},
            "match_id": {"type": ["string", "null"], "description": "Once matched: the match."},
        },
        "required": ["id", "status", "game", "players", "match_id"],
        "additionalProperties": False,
    }
    api.spec.components.schema(
        "TicketWebhookDelivery",
        component={
            "type": "object",
            "description": "A matchmaking ticket's end, POSTed once to its webhook. Never a "
            "seat token: read the players' tokens once from GET /v1/matchmaking/tickets/{id}.",
            "properties": {
                "ticket": ticket,
                "delivery": {"type": "string", "description": "This POST's id (a header too)."},
            },
            "required": ["ticket", "delivery"],
            "additionalProperties": False,
        },
    )
    body = {"application/json": {"schema": game_shapes.schema_ref("TicketWebhookDelivery")}}
    return {
        "ticketEnded": {
            "post": {
                "summary": "What a matchmaking ticket's webhook receives once the ticket ends",
                "description": "Signed as a match's deliveries are, with the app's webhook "
                "secret (`Croupier-Signature`, one `v1` per secret during a rotation): verify "
                "it before trusting the body. At least once: de-duplicate by the ticket's id.",
                "parameters": [
                    {**header, "name": webhooks.SIGNATURE, "description": "t=<unix>,v1=<hex>"},
                    {**header, "name": webhooks.DELIVERY, "description": "The delivery's id."},
                ],
                "requestBody": {"required": True, "content": body},
                "responses": {
                    "2XX": {
                        "description": "Delivered. Any other answer (or none in 10 s) is "
                        "retried with backoff."
                    }
                },
            }
        }
    }
