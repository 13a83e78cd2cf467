"""The bots' rating matches' periods (``service.matchmaking.bot_ladder``): per game, a key
whose life is the period (set NX, so one match a period however many watchdogs ask) and a
counter that numbers the matches. Single keys: a Cluster needs nothing more."""

from __future__ import annotations

import redis


def period_key(game_id: str) -> str:
    """A string whose life is the period: while it exists, the game's match of the period
    was started; its value is that match's id (``due`` while it is being created)."""
    return f"croupier:bot-ladder:{game_id}"


def count_key(game_id: str) -> str:
    """A counter: the game's rating matches started so far (their numbers)."""
    return f"croupier:bot-ladder:{game_id}:count"


class Ladder:
    def __init__(self, client: redis.Redis) -> None:
        self.redis = client

    def start_period(self, game_id: str, seconds: float) -> int | None:
        """The number of the game's next rating match if its period had run out (the new
        period starts now), else None."""
        if not self.redis.set(period_key(game_id), "due", nx=True, px=int(seconds * 1000)):
            return None
        return int(self.redis.incr(count_key(game_id)))

    def started(self, game_id: str, match_id: str) -> None:
        """Record the period's match (its period's life unchanged)."""
        self.redis.set(period_key(game_id), match_id, xx=True, keepttl=True)

    def current(self, game_id: str) -> str | None:
        """The period's match id (``due`` while it is being made), None between periods."""
        found = self.redis.get(period_key(game_id))
        return None if found is None else found.decode()
