"""A player's stream (``GET /v1/players/{player}/events/stream``): one place where an app's
player (a person's client, a long-running bot program) learns of all its work across its
matches, as Lichess' ``/api/stream/event`` tells a bot of every game start.

Four notes, each an entry of the player's Redis stream (``keys.player_events``):

- ``matched``: a ticket of the player's was seated (ticket id, match id, game, seat); never
  the seat's token: the stream is read with the app's key, and the token is shown once, by
  the ticket;
- ``ticket_ended``: a ticket of the player's ended unseated (ticket id, game, status
  ``expired`` or ``cancelled``): written by the round that expired it or the request that
  cancelled it, only by the call that ended it (``service.matchmaking.endings``), best
  effort like ``matched``;
- ``your_move``: the player's seat (not a bot's hands) holds a decision it did not hold at
  the version before, or holds again after acting (match id, game, version, the decision's
  kind, prompt, instance and deadline). Decisions are public (every view lists them), so
  the note tells nothing the seat's view does not;
- ``match_finished``: the match ended (match id, game, seat, the seat's place, whether it
  counted in the ratings): written by the finished match's ``rate`` job, which loads the
  archived match anyway, so the finishing commit pays nothing for it.

Where they are written, and the cost: ``your_move`` right after a commit that landed (in
``advance.write_through``, beside the dispatch), only when the match names players
(``Named``, from the match already loaded): a match without named players pays no round
trip; one with them pays one pipelined write when some player's turn came, on that
player's own slot (never inside the match's commit script: Redis Cluster keeps working).
A process that dies between the commit and this write loses that ``your_move``: the match's
own stream (``state``) still says so, and the player's matches list it.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from service.engine import match as engine
from service.engine.match import Match
from service.store import STORE_FAULTS, Store, StoredMatch

log = logging.getLogger(__name__)

MATCHED, YOUR_MOVE, MATCH_FINISHED = "matched", "your_move", "match_finished"
TICKET_ENDED = "ticket_ended"


@dataclass(frozen=True)
class Named:
    """A match's named players: its app and each named seat's player id."""

    app: str
    players: dict[int, str]


def named(stored: StoredMatch) -> Named | None:
    """The match's named players, or None for a match that names none (no note to write)."""
    app = stored.meta.get("app")
    if app is None or not stored.players:
        return None
    return Named(app, dict(stored.players))


def named_at_create(app: str | None, seats: list[dict[str, Any]]) -> Named | None:
    """The players a new match's seats name (None: none, or no app)."""
    players = {n: seat["player"] for n, seat in enumerate(seats) if seat.get("player")}
    return Named(app, players) if app is not None and players else None


def your_moves(
    match: Match, previous: Match | None, players: dict[int, str], actor: int | None
) -> list[tuple[str, dict[str, Any]]]:
    """``(player, note)`` for each named seat whose turn this version is: it holds a
    decision in ``match`` and is not in a bot's hands, and it did not hold that decision at
    ``previous`` as a person (or it is the ``actor``, who acted and must act again)."""
    found = []
    for seat, player in sorted(players.items()):
        decision = _persons_decision(match, seat)
        if decision is None:
            continue
        before = None if previous is None else _persons_decision(previous, seat)
        if before is not None and seat != actor and _same(before, decision):
            continue
        found.append((player, _your_move(match, seat, decision)))
    return found


def _persons_decision(match: Match, seat: int) -> engine.Decision | None:
    if seat < len(match.control) and match.control[seat] is not None:
        return None  # a bot holds the seat: its moves are the bot's work
    return engine.decision_for(match, seat)


def _same(one: engine.Decision, other: engine.Decision) -> bool:
    return (one.kind, one.prompt, one.instance) == (other.kind, other.prompt, other.instance)


def _your_move(match: Match, seat: int, decision: engine.Decision) -> dict[str, Any]:
    return {
        "game": match.game_id,
        "seat": seat,
        "version": match.version,
        "kind": str(decision.kind),
        "prompt": decision.prompt,
        "instance": decision.instance,
        "deadline": decision.deadline,
    }


def note_moves(
    store: Store,
    match_id: str,
    match: Match,
    previous: Match | None,
    players: Named | None,
    actor: int | None = None,
) -> None:
    """After a commit that landed: the ``your_move`` notes of its named players, if any.
    The commit stands whatever happens here: a failure is logged, not raised."""
    if players is None or engine.is_finished(match):
        return
    moves = your_moves(match, previous, players.players, actor)
    notes = [(player, YOUR_MOVE, {"match_id": match_id, **note}) for player, note in moves]
    try:
        store.players.note(players.app, notes)
    except STORE_FAULTS as error:
        log.error("your_move notes of match %s lost: %s", match_id, error)


def note_finished(
    store: Store, match_id: str, stored: StoredMatch, places: list[int] | None, rated: bool
) -> None:
    """A finished match's ``match_finished`` notes (from its ``rate`` job): each named
    seat's place (1 first, ties shared, a forfeit last), and whether it was rated."""
    players = named(stored)
    if players is None:
        return
    game = stored.match["game"]
    notes = [
        (
            player,
            MATCH_FINISHED,
            {
                "match_id": match_id,
                "game": game,
                "seat": seat,
                "place": None if places is None else places[seat],
                "rated": rated,
            },
        )
        for seat, player in sorted(players.players.items())
    ]
    store.players.note(players.app, notes)


def note_matched(store: Store, app: str, ticket_id: str, match_id: str, seated: Any) -> None:
    """A seated ticket's ``matched`` notes, one per player of its party (no token)."""
    notes = [
        (player, MATCHED, {"ticket_id": ticket_id, "match_id": match_id, **fields})
        for player, fields in seated
    ]
    store.players.note(app, notes)


def note_ticket_ended(
    store: Store, app: str, ticket_id: str, ticket: dict[str, Any], status: str
) -> None:
    """An expired or cancelled ticket's ``ticket_ended`` notes, one per player of its party."""
    fields = {"ticket_id": ticket_id, "game": ticket["game"], "status": status}
    store.players.note(app, [(player, TICKET_ENDED, fields) for player in ticket["players"]])
