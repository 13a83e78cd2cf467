"""schemathesis hooks (loaded through SCHEMATHESIS_HOOKS): real seat tokens for every call.

Each match the run creates has its tokens recorded; a call on a match carries the token of
a seat holding a decision there (else seat 0), so actions are listed and accepted; a call on
a match the run does not know carries the token of the match prepared by the test.
"""

from __future__ import annotations

import json
import os
import sys
import urllib.request
import uuid
from typing import Any

import schemathesis

BASE_URL = os.environ["CROUPIER_ST_BASE_URL"]
TOKENS: dict[str, list[str]] = {
    os.environ["CROUPIER_ST_MATCH"]: json.loads(os.environ["CROUPIER_ST_TOKENS"])
}
DEFAULT_TOKEN = next(iter(TOKENS.values()))[0]


@schemathesis.hook
def before_call(ctx: Any, case: Any, kwargs: dict[str, Any]) -> None:
    """An Idempotency-Key names one request: a generated one reused for another create body
    is rightly refused (idempotency_key_reused), so each create case gets a fresh key."""
    if case.operation.method.upper() == "POST" and case.operation.path == "/v1/matches":
        if case.headers and "Idempotency-Key" in case.headers:
            case.headers = {**case.headers, "Idempotency-Key": uuid.uuid4().hex}
        if isinstance(case.body, dict):
            # Whether a webhook URL is taken depends on DNS and on address ranges no schema
            # can say (422 webhook_url_refused): tests/background/test_webhooks.py covers it.
            case.body.pop("webhook", None)
            # Open seats need an app key or an invite (422 unclaimable_seats): the run shows
            # seat tokens, never an app key, and whether a key is an app's no schema says.
            seats = case.body.get("seats")
            has_open = isinstance(seats, list) and any(
                isinstance(seat, dict) and seat.get("type") == "open" for seat in seats
            )
            if has_open and case.body.get("invite", False) is False:
                case.body["invite"] = True
            # A player id is an app's (422 player_needs_app_key without its key, which the
            # run never shows), and one player holds one seat (422 duplicate_player), which
            # no schema can say: tests/api/test_players.py covers both.
            for seat in seats if isinstance(seats, list) else []:
                if isinstance(seat, dict):
                    seat.pop("player", None)
    if case.query and "wait" in case.query:
        # A long poll waits as long as it is told to (up to 30 s): keep the run short.
        case.query = {**case.query, "wait": 0}


CALLS = [0]
HEARTBEAT = 50  # calls between lines on stderr: the test waits on progress (run_watched)


@schemathesis.hook
def after_call(ctx: Any, case: Any, response: Any) -> None:
    """Remember the seat tokens of every match created during the run; say now and then that
    the run goes on (the CLI prints only as each phase ends)."""
    CALLS[0] += 1
    if CALLS[0] % HEARTBEAT == 0:
        print(f"{CALLS[0]} calls", file=sys.stderr, flush=True)
    if case.operation.method.upper() == "POST" and case.operation.path == "/v1/matches":
        if response.status_code == 201:
            body = response.json()
            TOKENS[body["id"]] = [seat["token"] for seat in body["seats"] if seat["token"]]


def deciding_seat(match_id: str) -> int:
    """The first seat holding a decision (as a spectator sees it), else 0."""
    try:
        with urllib.request.urlopen(f"{BASE_URL}/v1/matches/{match_id}", timeout=60) as reply:
            decisions = json.load(reply)["decisions"]
    except (OSError, ValueError, KeyError):
        return 0
    seats = [d["seat"] for d in decisions if d.get("seat") is not None]
    return seats[0] if seats else 0


@schemathesis.auth(refresh_interval=None)
class SeatToken:
    """The bearer token of a seat of the match in the path."""

    def get(self, case: Any, ctx: Any) -> str:
        match_id = (case.path_parameters or {}).get("match_id")
        tokens = TOKENS.get(match_id) if isinstance(match_id, str) else None
        if not tokens:
            return DEFAULT_TOKEN
        return tokens[min(deciding_seat(match_id), len(tokens) - 1)]

    def set(self, case: Any, data: str, ctx: Any) -> None:
        case.headers = {**(case.headers or {}), "Authorization": f"Bearer {data}"}
