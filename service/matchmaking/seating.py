"""A matchmaking round: every pool's waiting tickets through the matcher, each table it
makes claimed and created as a match, each ticket past its wait expired.

Rounds run in the workers' watchdog, once a second, by whichever worker holds its lock; more
than one round at once is harmless (a table's tickets are claimed all or none, once:
``service.store.tickets``). A table's match is created under its claim's id as the
Idempotency-Key, so a round that dies between the claim and the match leaves a claim that
the next round creates again, and gets the same match if it had been made.
"""

from __future__ import annotations

import json
import logging
import random
from typing import Any

import service.games  # noqa: F401  (registers the games get_game finds)
from service import metrics, player_events
from service.engine.match import Match
from service.engine.registry import get_game
from service.store import STORE_FAULTS, Store
from service.store.keys import BOT_POOL
from service.store.tickets import EXPIRED, Pool

from . import creating, endings, matcher

STALE_CLAIM = 30.0  # seconds after which a claim whose match is not recorded is made again
MU_DEFAULT = 25.0  # a new player's mu (openskill's default)
SCALE = 40.0  # matching ratings on the display's scale: 1000 + 40 * (mu - 25)
BASE = 1000.0
log = logging.getLogger(__name__)


def run_round(store: Store, now: float, policy: matcher.Policy | None = None) -> list[str]:
    """One round over every pool; the ids of the matches it made."""
    tickets = store.tickets
    made: list[str] = []
    for pool in tickets.pools():
        for table in tickets.stale_claims(pool.digest, before=now - STALE_CLAIM):
            made += _create(store, pool, table, now)
        waiting = tickets.waiting(pool.digest)
        if not waiting:
            tickets.prune(pool.digest)
            continue
        made += _match_pool(store, pool, waiting, now, policy)
    return made


def _match_pool(
    store: Store,
    pool: Pool,
    waiting: dict[str, dict[str, Any]],
    now: float,
    policy: matcher.Policy | None,
) -> list[str]:
    game = get_game(pool.game)
    rated = _ratings(store, pool, waiting)
    candidates = [_as_ticket(ticket_id, ticket, rated) for ticket_id, ticket in waiting.items()]
    seats = (game.min_players, game.max_players)
    outcome = matcher.match(candidates, now, seats, policy, _bot_ratings(store, pool.game))
    for ticket_id in outcome.expired:
        _expire(store, pool, ticket_id, waiting[ticket_id], now)
    made: list[str] = []
    for table in outcome.tables:
        body = {"seats": table.seats, "bots": table.bots, "strategy": table.strategy}
        claim = store.tickets.claim(pool.digest, list(table.tickets), body, now)
        if claim is not None:
            claimed = {**body, "tickets": list(table.tickets), "claim": claim}
            made += _create(store, pool, claimed, now)
    return made


def _expire(store: Store, pool: Pool, ticket_id: str, ticket: dict[str, Any], now: float) -> None:
    """End a ticket past its wait; told (counted, noted, delivered) only if this round
    ended it."""
    if store.tickets.end(ticket_id, EXPIRED).ended:
        _count(pool.game, "expired", [ticket], now)
        endings.ended(store, pool.app, ticket_id, ticket, EXPIRED)


def _as_ticket(ticket_id: str, ticket: dict[str, Any], rated: dict[str, float]) -> matcher.Ticket:
    players = tuple(ticket["players"])
    rating = sum(rated.get(player, BASE) for player in players) / len(players)
    low, high = ticket["seats"]
    return matcher.Ticket(
        ticket_id,
        players,
        (low, high),
        rating,
        ticket["created"],
        ticket["max_wait"],
        ticket.get("bots_after_wait"),
    )


def _ratings(store: Store, pool: Pool, waiting: dict[str, dict[str, Any]]) -> dict[str, float]:
    """Each waiting player's matching rating: their mu on the display's scale (not the
    conservative value: a newcomer is matched as average, not as weak)."""
    players = sorted({player for ticket in waiting.values() for player in ticket["players"]})
    found = store.players.ratings(pool.app, pool.game, players)
    return {player: _scaled(json.loads(raw)["mu"]) for player, raw in found.items() if raw}


def _bot_ratings(store: Store, game: str) -> dict[str, float]:
    """The server strategies' matching ratings in the shared bot pool; one not rated yet
    counts as a newcomer (so ``auto`` always finds a strategy)."""
    strategies = list(get_game(game).strategies())
    found = store.players.ratings(BOT_POOL, game, strategies)
    return {name: _scaled(json.loads(raw)["mu"]) if raw else BASE for name, raw in found.items()}


def _scaled(mu: float) -> float:
    return BASE + SCALE * (mu - MU_DEFAULT)


def _create(store: Store, pool: Pool, table: dict[str, Any], now: float) -> list[str]:
    """Create the claimed table's match (once, under the claim's id) and record it in its
    tickets; a refusal (e.g. the app's limit of active matches) leaves the claim to retry."""
    records = {ticket_id: store.tickets.peek(ticket_id) for ticket_id in table["tickets"]}
    seats, owners = _seats(table, records)
    request = {"game": pool.game, "seats": seats, "options": pool.options}
    try:  # its players are told below, once matched
        created = creating.create(store, request, now, pool.app, "matchmaking:" + table["claim"])
    except creating.Refused as error:
        log.warning("matchmaking: a table of %s was refused: %s", pool.game, error.code)
        return []
    tokens: dict[str, dict[str, str]] = {ticket_id: {} for ticket_id in table["tickets"]}
    for seat, (ticket_id, player) in owners.items():
        tokens[ticket_id][player] = created["seats"][seat]["token"]
    if not store.tickets.seated(pool.digest, table["claim"], created["id"], tokens):
        return []  # another round recorded it first
    _tell_players(store, pool, created, owners)
    _tell_webhooks(store, records)
    result = "matched_with_bots" if table["bots"] else "matched"
    _count(pool.game, result, [r["ticket"] for r in records.values() if r], now)
    metrics.MATCHMAKING_MATCHES.labels(pool.game).inc()
    return [created["id"]]


def _tell_players(
    store: Store, pool: Pool, created: dict[str, Any], owners: dict[int, tuple[str, str]]
) -> None:
    """The ``matched`` notes of the table's players, then, the match's first version read
    back, the ``your_move`` notes of those who act first: matched comes first, so a bot
    told of its move can already read its token from its ticket. Best effort: the tickets
    say all of it too."""
    match_id = created["id"]
    try:
        for ticket_id, seats in _seats_by_ticket(owners).items():
            fields = [(player, {"game": pool.game, "seat": seat}) for seat, player in seats]
            player_events.note_matched(store, pool.app, ticket_id, match_id, fields)
        stored = store.load(match_id).stored
        if stored is not None and stored.status != "open":
            match = Match.from_json(stored.match)
            player_events.note_moves(store, match_id, match, None, player_events.named(stored))
    except STORE_FAULTS as error:
        log.error("matchmaking: the players of match %s were not told: %s", match_id, error)


def _tell_webhooks(store: Store, records: dict[str, dict[str, Any] | None]) -> None:
    """The seated tickets' webhook deliveries (after their ``matched`` notes)."""
    for ticket_id, record in records.items():
        if record is not None:
            endings.deliver(store, ticket_id, record["ticket"])


def _seats_by_ticket(owners: dict[int, tuple[str, str]]) -> dict[str, list[tuple[int, str]]]:
    found: dict[str, list[tuple[int, str]]] = {}
    for seat, (ticket_id, player) in sorted(owners.items()):
        found.setdefault(ticket_id, []).append((seat, player))
    return found


def _count(game: str, result: str, ended: list[dict[str, Any]], now: float) -> None:
    for ticket in ended:
        metrics.MATCHMAKING_TICKETS.labels(game, result).inc()
        metrics.MATCHMAKING_WAIT_SECONDS.labels(game, result).observe(now - ticket["created"])


def _seats(
    table: dict[str, Any], records: dict[str, dict[str, Any] | None]
) -> tuple[list[dict[str, Any]], dict[int, tuple[str, str]]]:
    """The match's seats, in an order drawn from the claim's id (who sits first is luck, but
    the same luck if the match is made again), and whose each human seat is."""
    people = [
        (ticket_id, player)
        for ticket_id, record in records.items()
        if record is not None
        for player in record["ticket"]["players"]
    ]
    bots = [None] * int(table["bots"])
    order: list[tuple[str, str] | None] = [*people, *bots]
    random.Random(table["claim"]).shuffle(order)
    seats: list[dict[str, Any]] = []
    owners: dict[int, tuple[str, str]] = {}
    for seat, owner in enumerate(order):
        if owner is None:
            seats.append({"type": "bot", "strategy": table["strategy"]})
        else:
            seats.append({"type": "human", "player": owner[1]})
            owners[seat] = owner
    return seats, owners
