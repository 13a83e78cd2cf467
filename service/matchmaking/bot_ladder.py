"""The bots' shared ratings kept fresh: the workers now and then play an all-bot match of
each game between its server strategies, rated in the pool every app shares
(``service.ratings``, ``keys.BOT_POOL``) as any all-bot match is. The catalog shows those
ratings and matchmaking's ``auto`` picks bots by them; without these matches they would
move only when some app happened to play all-bot matches, and a new deployment's (or a
changed bot's) ratings would never settle.

One match per game every ``CROUPIER_BOT_RATING_EVERY`` seconds (an hour by default; 0: never),
for the games in ``CROUPIER_BOT_RATING_GAMES`` (comma-separated ids; every game by default).
The watchdog holding its lock asks each tick (``play_due``); a per-game key set with NX and
the period as its TTL decides, so two watchdogs never start two matches in one period and a
restart does not start one early. The matches are ordinary all-bot matches: their bots move
on the all-bot queues, after the work of matches with people.

Each match seats every strategy once where the game's seat range allows (three strategies,
three seats in all five games), in an order drawn from the match's number: over the
rounds each strategy sits at each seat, and a game of two seats meets every pair.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import service.games  # noqa: F401  (registers the games get_game finds)
from service import metrics
from service.engine.registry import all_games, get_game
from service.store import Store

from . import creating

EVERY_ENV = "CROUPIER_BOT_RATING_EVERY"
GAMES_ENV = "CROUPIER_BOT_RATING_GAMES"
DEFAULT_EVERY = 3600.0
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Settings:
    every: float = DEFAULT_EVERY  # seconds between one game's rating matches; 0: none
    games: tuple[str, ...] | None = None  # None: every game

    @classmethod
    def from_env(cls, environ: Mapping[str, str]) -> Settings:
        """The deployment's settings; a bad value is refused at the worker's start."""
        given = environ.get(EVERY_ENV, str(DEFAULT_EVERY))
        try:
            every = float(given)
        except ValueError:
            every = -1.0
        if not every >= 0:  # a negative number, not a number, or NaN
            raise ValueError(f"{EVERY_ENV} must be 0 (off) or a number of seconds, not {given!r}")
        listed = environ.get(GAMES_ENV, "").strip()
        games = tuple(g.strip() for g in listed.split(",") if g.strip()) or None
        for game_id in games or ():
            get_game(game_id)  # an unknown id raises here, not every tick
        return cls(every, games)


def lineup(strategies: Sequence[str], low: int, high: int, number: int) -> list[str]:
    """The seats' strategies in a game's ``number``-th rating match: each strategy once as far
    as ``low``..``high`` seats allow (repeated in order past them), in an order drawn from
    ``number`` (pure: the same number, the same lineup)."""
    seats = max(low, min(high, len(strategies)))
    order = random.Random(number).sample(list(strategies), len(strategies))
    return [order[seat % len(order)] for seat in range(seats)]


def play_due(store: Store, now: float, settings: Settings) -> list[str]:
    """Start the rating match of each game whose period has run out; the new matches' ids."""
    if settings.every <= 0:
        return []
    games = settings.games or tuple(game.id for game in all_games())
    started = [_start(store, game_id, now, settings.every) for game_id in games]
    return [match_id for match_id in started if match_id is not None]


def _start(store: Store, game_id: str, now: float, every: float) -> str | None:
    number = store.ladder.start_period(game_id, every)
    if number is None:
        return None
    game = get_game(game_id)
    strategies = lineup(game.strategies(), game.min_players, game.max_players, number)
    seats = [{"type": "bot", "strategy": strategy} for strategy in strategies]
    request = {"game": game_id, "seats": seats, "options": {}}
    try:
        created = creating.create(store, request, now, app=None)
    except creating.Refused as error:  # e.g. a game whose defaults need a choice: never, today
        log.warning("bot ratings: no match of %s was started: %s", game_id, error.code)
        return None
    store.ladder.started(game_id, created["id"])
    metrics.BOT_RATING_MATCHES.labels(game_id).inc()
    log.info("bot ratings: match %s of %s started (%s)", created["id"], game_id, strategies)
    return created["id"]
