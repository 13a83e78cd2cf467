"""Players' ratings: per app, per game, per player, Weng-Lin with the Plackett-Luce model
(the ``openskill`` package), which rates a ranked free-for-all of 2-6 seats, ties shared.

A finished match is rated once, by its ``rate`` job (``workers.jobs``; dispatched with the
finishing commit's work, so the watchdog runs it again if it is lost). The job reads the
players' ratings, computes the new ones, and writes them with one script on the ratings'
slot that also records the match as counted, and refuses when it is counted already or a
rating moved since the read (then it reads again): however often the job runs, and wherever
a worker dies, the match counts once (``service.store.players``).

What is rated (README "Players and ratings"):

- the seats an app named a player on (at creation, or on the claim of an open seat); a
  match with fewer than two such seats, or created with ``"rated": false``, is unrated;
- places from the outcome: the winners share the first place (with no winner, the seats
  the outcome calls ``tied`` do), the others follow the game's ``ranking`` (or share one
  place, where the game ranks no one after the winners: ``Game.ranked_losers``), and a seat
  that forfeited (resigned, or its clock ran out under ``on_timeout: forfeit``) comes last;
  forfeiters share that place;
- an all-bot match (every seat a bot from its creation or its app's start) rates the
  server's strategies instead, in a pool shared by every app (``keys.BOT_POOL``, shown in
  the catalog): each strategy placed by the mean place of its seats, so that a strategy's
  seats never play against themselves; fewer than two strategies: unrated;
- a seat's result is its player's whoever made its moves: every bot that stands in for a
  person (their own hand-over, or a timeout's) plays until the seat's token takes it back,
  so no seat is ever handed over for good, and the person answers for the seat.

The display value is conservative: ``1000 + 40 * (mu - 3 sigma)``, so a new player (mu 25,
sigma 25/3) shows 1000 and climbs as the system grows sure of them.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from openskill.models import PlackettLuce

from service import player_events
from service.engine import match as engine
from service.engine.match import Match
from service.store import Store, StoredMatch
from service.store.keys import BOT_POOL
from service.store.players import NewRating

MODEL = PlackettLuce()  # mu 25, sigma 25/3: the paper's defaults
DISPLAY_BASE = 1000
DISPLAY_SCALE = 40
APPLY_ATTEMPTS = 20  # reads again when another match's result moved a rating meanwhile
KEEP_MARGIN = 86400  # counted-match records outlive the finished match by a day


@dataclass(frozen=True)
class ToRate:
    """What a finished match gives the ratings: the pool (its app), the game, and each
    named player's place (1 first; equal places are ties)."""

    pool: str
    game: str
    places: dict[str, int]


def display(mu: float, sigma: float) -> int:
    """The conservative value shown to people: mu - 3 sigma, scaled."""
    return round(DISPLAY_BASE + DISPLAY_SCALE * (mu - 3 * sigma))


def shown(rating: dict[str, Any]) -> dict[str, Any]:
    """A stored rating as the API shows it."""
    return {**rating, "display": display(rating["mu"], rating["sigma"])}


def places(
    outcome: dict[str, Any], seats: int, forfeited: set[int], ranked_losers: bool = True
) -> list[int]:
    """Each seat's place, 1 first, ties sharing one (see the module doc). Where the game
    does not rank the seats that did not win (``Game.ranked_losers``), they share one."""
    top = [s for s in outcome.get("winners") or outcome.get("tied") or [] if s not in forfeited]
    order = [s for s in outcome.get("ranking", []) if s not in top and s not in forfeited]
    order += [s for s in range(seats) if s not in top and s not in order and s not in forfeited]
    placed = {seat: 1 for seat in top}
    shared = len(top) + 1
    for seat in order:
        placed[seat] = len(placed) + 1 if ranked_losers else shared
    for seat in forfeited:
        placed[seat] = seats - len(forfeited) + 1
    return [placed[seat] for seat in range(seats)]


def forfeits(events: list[dict[str, Any]]) -> set[int]:
    """The seats that resigned, or whose clock ran out under the forfeit policy."""
    return {
        event["seat"]
        for event in events
        if event.get("type") == "resigned"
        or (event.get("type") == "timeout" and event.get("policy") == "forfeit")
    }


def seat_places(stored: StoredMatch) -> list[int] | None:
    """Each seat's place in a finished match (None while it runs)."""
    if not stored.archived:
        return None
    match = Match.from_json(stored.match)
    outcome = engine.outcome(match)
    if outcome is None:
        return None
    forfeited = forfeits(stored.events or [])
    return places(outcome, match.seats, forfeited, match.game.ranked_losers)


def to_rate(stored: StoredMatch) -> ToRate | None:
    """What the finished match gives the ratings, or None when it is unrated: its app's
    named players, or, for an all-bot match, the bots' strategies in the shared pool."""
    if stored.meta.get("rated") is False:
        return None
    if all(seat["type"] == "bot" for seat in stored.meta["seats"]):
        return _bots_to_rate(stored)
    if not rates_players(stored):
        return None
    app, named = stored.meta["app"], stored.players
    placed = seat_places(stored)
    if placed is None:
        return None
    return ToRate(app, stored.match["game"], {p: placed[s] for s, p in named.items()})


def rates_players(stored: StoredMatch) -> bool:
    """Whether the match counts (or will, once finished) in its app's players' ratings."""
    named = stored.players
    if stored.meta.get("app") is None or stored.meta.get("rated") is False or len(named) < 2:
        return False
    return len(set(named.values())) == len(named)  # one player in two seats: no fair result


def _bots_to_rate(stored: StoredMatch) -> ToRate | None:
    """An all-bot match rates its strategies, each placed by its seats' mean place (three
    seats of one strategy are one contestant, not three); fewer than two strategies: none."""
    placed = seat_places(stored)
    if placed is None:
        return None
    held: dict[str, list[int]] = {}
    for seat, spec in enumerate(stored.meta["seats"]):
        held.setdefault(spec.get("strategy", "random"), []).append(placed[seat])
    if len(held) < 2:
        return None
    means = {strategy: sum(got) / len(got) for strategy, got in held.items()}
    order = sorted(set(means.values()))
    places = {strategy: order.index(mean) + 1 for strategy, mean in means.items()}
    return ToRate(BOT_POOL, stored.match["game"], places)


def updated(before: dict[str, str | None], places: dict[str, int], now: float) -> list[NewRating]:
    """The players' new ratings after one match: one team of one per player."""
    players = list(places)
    old = [json.loads(before[p]) if before.get(p) else None for p in players]
    teams = [[_model_rating(found)] for found in old]
    rated = MODEL.rate(teams, ranks=[places[p] for p in players])
    new = []
    for player, found, (rating,) in zip(players, old, rated, strict=True):
        count = (found or {}).get("matches", 0) + 1
        stored = {"mu": rating.mu, "sigma": rating.sigma, "matches": count, "updated_at": now}
        new.append(NewRating(player, before.get(player), stored, rating.mu - 3 * rating.sigma))
    return new


def _model_rating(found: dict[str, Any] | None) -> Any:
    return MODEL.rating() if found is None else MODEL.rating(mu=found["mu"], sigma=found["sigma"])


def rate_match(
    store: Store, match_id: str, now: float, written: Callable[[], None] | None = None
) -> str:
    """Count a finished match in its players' ratings, once: ``applied``, ``already``
    (counted before), ``unrated``, ``gone`` or ``not_finished``. The match is then marked
    rated (``StoredMatch.rated``), so that the watchdog drops its work (a mark lost with a
    killed worker costs one more run, which the ratings' own record makes count nothing)."""
    stored = store.load(match_id).stored
    if stored is None:
        return "gone"
    if not stored.archived:
        return "not_finished"
    if stored.rated is not None:
        return "already"
    rating = to_rate(stored)
    result = "unrated" if rating is None else apply(store, match_id, rating, now)
    # before the mark: a worker killed in between tells the players twice, never not at all
    player_events.note_finished(store, match_id, stored, seat_places(stored), rating is not None)
    if written is not None:  # a test's fault point: the ratings written, the mark not yet
        written()
    store.mark_rated(match_id, result)
    return result


def apply(store: Store, match_id: str, rating: ToRate, now: float) -> str:
    """Read, compute and write until no other match's result moved a rating in between."""
    keep = store.ttls.finished + KEEP_MARGIN
    players = list(rating.places)
    for _ in range(APPLY_ATTEMPTS):
        before = store.players.ratings(rating.pool, rating.game, players)
        new = updated(before, rating.places, now)
        result = store.players.apply(rating.pool, rating.game, match_id, new, now, keep)
        if result != "changed":
            return result
    raise RuntimeError(f"the ratings of match {match_id} kept moving: the job runs again")
