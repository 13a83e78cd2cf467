"""What an app sees of its matches: ``GET /v1/matches`` pages through them, oldest first,
each summed up with its status, game, seats (an open seat as such until claimed) and the
seats it waits for."""

from __future__ import annotations

from typing import Any

from service.engine import match as engine
from service.engine.match import Match
from service.store import StoredMatch

from . import deps


def page_of_matches(app: str, after: int, limit: int) -> dict[str, Any]:
    """The app's matches after the cursor, oldest first; expired ones leave the index."""
    store, found, place = deps.store(), [], after
    while len(found) < limit:
        batch = store.apps.matches_after(app, place, limit - len(found))
        if not batch:
            return {"matches": found, "next": None}
        ids = [match_id for match_id, _ in batch]
        for match_id, stored in zip(ids, store.stored_matches(ids), strict=True):
            if stored is None:
                store.apps.forget_match(app, match_id)
            else:
                found.append(summary(match_id, stored))
        place = batch[-1][1]
    more = bool(store.apps.matches_after(app, place, 1))
    return {"matches": found, "next": place if more else None}


def summary(match_id: str, stored: StoredMatch) -> dict[str, Any]:
    """What a listing says of one match."""
    meta = stored.meta
    awaited: list[int] = []
    if stored.status == "active":
        match = Match.from_json(stored.match)
        awaited = sorted({d.seat for d in engine.decisions(match) if d.seat is not None})
    seats = [seat_summary(n, seat, stored.open_seats) for n, seat in enumerate(meta["seats"])]
    for seat, player in stored.players.items():
        seats[seat]["player"] = player
    return {
        "id": match_id,
        "game": stored.match["game"],
        "status": stored.status,
        "created_at": meta["created_at"],
        "version": stored.version,
        "seats": seats,
        "awaited": awaited,
    }


def seat_summary(
    seat: int, spec: dict[str, Any], still_open: tuple[int, ...] = ()
) -> dict[str, Any]:
    """A seat: its number, its type (human, bot, or open until claimed) and, for a bot,
    its strategy."""
    shown: dict[str, Any] = {"seat": seat, "type": seat_type(seat, spec, still_open)}
    if spec["type"] == "bot":
        shown["strategy"] = spec.get("strategy", "random")
    if spec.get("player"):
        shown["player"] = spec["player"]
    return shown


def named_players(seats: list[dict[str, Any]]) -> list[str]:
    """The players a create request's seats name, in seat order."""
    return [seat["player"] for seat in seats if seat.get("player")]


def controls(seats: list[dict[str, Any]]) -> list[str | None]:
    """Each seat's controller as the engine takes it: None a human (an open seat is one),
    else a bot strategy."""
    return [s.get("strategy", "random") if s["type"] == "bot" else None for s in seats]


def seat_type(seat: int, spec: dict[str, Any], still_open: tuple[int, ...]) -> str:
    """human, bot, or open (not claimed yet); a claimed open seat is a human's."""
    if spec["type"] == "open":
        return "open" if seat in still_open else "human"
    return str(spec["type"])
