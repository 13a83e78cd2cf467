"""Response examples for every operation of the spec, taken from a real match: a Bad Trevor
match the engine plays (seed 7, a fixed salt) when the spec is built, so the examples are
byte-stable and say what the service really answers. Tokens and ids are placeholders in the
shape of real ones. ``tests/api/test_examples.py`` holds each example to its response schema
and to the keys of the real answer over HTTP."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from flask_smorest import Api

from service.engine import match as engine
from service.engine.registry import get_game

GAME = "bad-trevor"
SEED = 7
SALT = "5f0c8a3e9b1d4c7a2e6f8b0d3a5c7e9f"
NOW = 1_767_225_600.0  # 2026-01-01T00:00:00Z
MATCH_ID = "oAe5F10MuPfvEobCRBYnkQ"
TOKENS = [
    "kq3rXW9v0Yb2c8dTzL1mNp4sHf6gJ5aE",
    "Rz8mN2pQ4vX6bY0cW3eT5uI7oA9sD1fG",
    "Lx5cV7bN9mQ2wE4rT6yU8iO0pA1sD3fH",
]
TICKET = "tK7pZ2mQ9xW4vB6nR1cY8eU3"


@dataclass(frozen=True)
class Played:
    """The example match: everyone ready (``before``), then ``seat``'s ``action`` (``after``)."""

    before: engine.Match
    seat: int
    action: dict[str, Any]
    after: engine.Match
    last: list[dict[str, Any]]  # the events of that action
    events: list[dict[str, Any]]  # every event, from the start
    log: list[dict[str, Any]]  # every log entry, as the store keeps them


@cache
def played() -> Played:
    match, events = engine.start(GAME, 3, {}, SEED, None, NOW, salt=SALT, seed_source="creator")
    log = [{"seat": seat, "action": {"type": "ready"}, "now": NOW + 1 + seat} for seat in range(3)]
    for entry in log:
        match, new = engine.submit(match, entry["seat"], entry["action"], entry["now"])
        events += new
    seat = next(d.seat for d in engine.decisions(match) if d.seat is not None)
    action = engine.legal_actions(match, seat)[0]
    log.append({"seat": seat, "action": engine.without_id(action), "now": NOW + 10})
    after, last = engine.submit(match, seat, log[-1]["action"], log[-1]["now"])
    return Played(match, seat, action, after, last, [*events, *last], log)


def trimmed_reference(reference: dict[str, Any]) -> dict[str, Any]:
    """The catalog's reference data with its lists cut to three entries (an example)."""
    return {
        key: value[:3] if isinstance(value, list) else value for key, value in reference.items()
    }


def catalog() -> list[dict[str, Any]]:
    entry = get_game(GAME).catalog_entry()  # built afresh: ours to change
    entry["reference"] = trimmed_reference(entry["reference"])
    entry["strategy_ratings"] = {
        "heuristic": rating(31.2, 1.9, 412),
        "random": rating(17.0, 2.1, 398),
    }
    return [entry]


def rating(mu: float, sigma: float, matches: int) -> dict[str, Any]:
    """A rating as the API shows it (``service.ratings.shown``)."""
    shown = round(1000 + 40 * (mu - 3 * sigma))
    return {"mu": mu, "sigma": sigma, "display": shown, "matches": matches, "updated_at": NOW}


def player() -> dict[str, Any]:
    return {"player": "alice", "ratings": {GAME: rating(27.9, 4.6, 12)}}


def player_matches() -> dict[str, Any]:
    match = {
        "id": MATCH_ID,
        "game": GAME,
        "status": "finished",
        "seat": 0,
        "created_at": NOW,
        "finished_at": NOW + 900,
        "place": 1,
        "rated": True,
    }
    return {"matches": [match], "next": 41}


def leaderboard() -> dict[str, Any]:
    top = {"place": 1, "player": "alice", **rating(27.9, 4.6, 12)}
    second = {"place": 2, "player": "bob", **rating(26.1, 5.0, 9)}
    return {"game": GAME, "players": [top, second], "total": 57, "next": 2}


def created() -> dict[str, Any]:
    start = played().before
    seats = [{"seat": i, "type": "human", "token": token} for i, token in enumerate(TOKENS)]
    return {
        "id": MATCH_ID,
        "game": GAME,
        "seats": seats,
        "version": 0,
        "status": "active",
        "options": start.options,
        "seed_hash": start.seed_hash,
        "seed_source": "creator",
    }


def view() -> dict[str, Any]:
    return engine.view(played().after, 0)


def actions() -> dict[str, Any]:
    seat, before = played().seat, played().before
    listed = engine.labelled_actions(before, seat, "en")
    awaiting = sorted({d.seat for d in engine.decisions(before)}, key=lambda s: (s is None, s))
    return {
        "game": before.game_id,
        "version": before.version,
        "actions": listed[:4],
        "awaiting": awaiting,
    }


def submitted() -> dict[str, Any]:
    example = played()
    redacted = [engine.told_event(example.after, e, example.seat, "en") for e in example.last]
    return {
        "game": GAME,
        "version": example.after.version,
        "events": redacted,
        "view": engine.view(example.after, example.seat),
    }


def events_page() -> dict[str, Any]:
    every = [engine.told_event(played().after, event, 0, "en") for event in played().events]
    page = every[:5]
    return {"game": GAME, "events": page, "next_after": page[-1]["id"], "has_more": True}


def seat_control() -> dict[str, Any]:
    version = played().after.version + 1
    return {"version": version, "seat": 2, "control": "bot", "strategy": "heuristic"}


def seat_settings() -> dict[str, Any]:
    version = played().after.version + 1
    return {"version": version, "seat": 2, "settings": {"auto_pass": True}}


def ticket() -> dict[str, Any]:
    stream = f"/v1/matches/{MATCH_ID}/events/stream?ticket={TICKET}"
    return {"ticket": TICKET, "expires_in": 60, "stream": stream}


def exported() -> dict[str, Any]:
    """An export's shape; its log is this example's (a finished match's would go on)."""
    return {
        "game": GAME,
        "seats": 3,
        "options": get_game(GAME).default_options(),
        "seed": SEED,
        "salt": SALT,
        "seed_source": "creator",
        "control": [None, None, None],
        "created_at": NOW,
        "log": played().log,
    }


def replayed() -> dict[str, Any]:
    """A replay's shape, as seat 0 saw it: this example's first two frames (a finished
    match's would go on to its last version)."""
    example = played()
    match, events = engine.start(GAME, 3, {}, SEED, None, NOW, salt=SALT, seed_source="creator")
    frames = [(match, events), engine.apply_entry(match, example.log[0])]
    return {
        "game": GAME,
        "seat": 0,
        "seats": 3,
        "frames": [
            {
                "version": shown.version,
                "view": engine.view(shown, 0),
                "events": [engine.told_event(shown, event, 0, "en") for event in led],
            }
            for shown, led in frames
        ],
    }


def summary(seats: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """This example's match as a listing shows it, waiting for its seats."""
    before = played().before
    awaited = sorted({d.seat for d in engine.decisions(before) if d.seat is not None})
    seats = seats or [{"seat": i, "type": "human"} for i in range(before.seats)]
    return {
        "id": MATCH_ID,
        "game": GAME,
        "status": "active",
        "created_at": NOW,
        "version": before.version,
        "seats": seats,
        "awaited": awaited,
    }


def matches_page() -> dict[str, Any]:
    return {"matches": [summary()], "next": 7}


def started() -> dict[str, Any]:
    """The example match started by its app, a bot in its seat still open."""
    bot = {"seat": 2, "type": "bot", "strategy": "heuristic"}
    return summary([{"seat": 0, "type": "human"}, {"seat": 1, "type": "human"}, bot])


def matchmaking_ticket(status: str) -> dict[str, Any]:
    """A ticket of one player for a table of three or four, seated (at its first read) or
    not."""
    matched = status == "matched"
    return {
        "id": "5f0c8a3e9b1d4c7a" + "2e6f8b0d3a5c7e9f",
        "status": status,
        "game": GAME,
        "players": ["alice"],
        "seats": [3, 4],
        "options": get_game(GAME).default_options(),
        "max_wait_seconds": 60,
        "bots_after_wait": "auto",
        "created_at": NOW,
        "match_id": MATCH_ID if matched else None,
        **({"tokens": {"alice": TOKENS[0]}} if matched else {}),
        "webhook": ticket_webhook(delivered=status != "waiting"),
    }


def ticket_webhook(delivered: bool) -> dict[str, Any]:
    """A ticket's webhook: its end not told yet, or told by one POST."""
    attempt = {
        "at": NOW + 12.4,
        "delivery": "2e6f8b0d3a5c7e9f" + "5f0c8a3e9b1d4c7a",
        "event_ids": [],
        "status_code": 204,
        "error": None,
        "duration_ms": 4.2,
        "ok": True,
    }
    return {
        "url": "https://example.com/croupier/tickets",
        "status": "delivered" if delivered else "pending",
        "next_attempt_at": None,
        "gave_up_at": None,
        "attempts": [attempt] if delivered else [],
    }


# operationId -> (status, the example)
RESPONSES = {
    "list_games": ("200", catalog),
    "list_matches": ("200", matches_page),
    "create_match": ("201", created),
    "get_match": ("200", view),
    "list_actions": ("200", actions),
    "submit_action": ("200", submitted),
    "set_seat_control": ("200", seat_control),
    "set_seat_settings": ("200", seat_settings),
    "reissue_seat_token": ("201", lambda: {"seat": 1, "token": TOKENS[1]}),
    "claim_seat": (
        "201",
        lambda: {"seat": 1, "token": TOKENS[1], "status": "open", "open_seats": [2]},
    ),
    "start_match": ("200", started),
    "list_events": ("200", events_page),
    "create_stream_ticket": ("201", ticket),
    "export_match": ("200", exported),
    "replay_match": ("200", replayed),
    "get_player": ("200", player),
    "list_player_matches": ("200", player_matches),
    "get_leaderboard": ("200", leaderboard),
    "create_ticket": ("201", lambda: matchmaking_ticket("waiting")),
    "get_ticket": ("200", lambda: matchmaking_ticket("matched")),
    "cancel_ticket": ("200", lambda: matchmaking_ticket("cancelled")),
    "healthz": ("200", lambda: {"status": "ok"}),
    "readyz": ("200", lambda: {"status": "ok"}),
}


# operationId -> a request body example, where the decorators give none
REQUESTS = {
    "set_seat_control": {"control": "bot", "strategy": "heuristic"},
    "set_seat_settings": {"settings": {"auto_pass": True}},
    "claim_seat": {"invite_code": "ci_Qm3xT8vR2pL5nW7yB4cK9dZ1"},
    "start_match": {"strategy": "heuristic"},
    "create_ticket": {
        "game": GAME,
        "player": "alice",
        "seats": [3, 4],
        "max_wait_seconds": 60,
        "bots_after_wait": "auto",
        "webhook": {"url": "https://example.com/croupier/tickets"},
    },
}


def register(api: Api) -> None:
    """Each operation's success response gets its example (the JSON ones), and the request
    bodies without one get theirs."""
    for path in api.spec._paths.values():  # noqa: SLF001 - the paths as registered
        for operation in path.values():
            if not isinstance(operation, dict):
                continue  # a path's parameters
            found = RESPONSES.get(operation.get("operationId"))
            if found is None:
                continue
            status, make = found
            content = operation["responses"][status].get("content", {})
            if "application/json" in content:
                content["application/json"]["example"] = make()
            body = operation.get("requestBody", {}).get("content", {}).get("application/json")
            if body is not None and operation["operationId"] in REQUESTS:
                body["example"] = REQUESTS[operation["operationId"]]
