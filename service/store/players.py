"""Players and their ratings: the named operations behind ``service.ratings`` and the
players' API (``service.api.players``).

A player is an id its app chose, scoped to the app (two apps' ``alice`` are two players). Its
matches are indexed under the app and the id (``keys.player_matches``), before the match
records the seat (a listing steps over an entry whose match does not seat the player: an
order that is safe to stop half-way, like the apps' own index). Ratings are kept per pool
(an app, or ``keys.BOT_POOL``) and game, all of one pool's game on one Cluster slot, so that
``apply`` writes a match's new ratings, its leaderboard scores and the record that the match
is counted in one atomic script: counted once, or not at all.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import redis

from . import keys

# KEYS: ratings hash, leaderboard zset, rated-matches zset.
# ARGV: 1 match id, 2 now, 3 drop rated-match records older than this, 4 n, then n groups of
# (player, the rating read before (JSON, '' for none), the new rating (JSON), its score).
# Returns 'applied' | 'already' (the match is counted already) | 'changed' (a rating moved
# since it was read: read again). Every check comes before any write.
_APPLY = """
if redis.call('ZSCORE', KEYS[3], ARGV[1]) then return 'already' end
local n = tonumber(ARGV[4])
for i = 0, n - 1 do
  local at = 5 + i * 4
  local current = redis.call('HGET', KEYS[1], ARGV[at]) or ''
  if current ~= ARGV[at + 1] then return 'changed' end
end
for i = 0, n - 1 do
  local at = 5 + i * 4
  redis.call('HSET', KEYS[1], ARGV[at], ARGV[at + 2])
  redis.call('ZADD', KEYS[2], ARGV[at + 3], ARGV[at])
end
redis.call('ZADD', KEYS[3], ARGV[2], ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', '(' .. ARGV[3])
return 'applied'
"""


@dataclass(frozen=True)
class NewRating:
    """A player's rating after a match: what was read before (None: unrated until now),
    the new one, and its leaderboard score (mu - 3 sigma: best first)."""

    player: str
    before: str | None
    rating: dict[str, Any]
    score: float


EVENTS_KEPT = 1000  # notes kept per player (about: MAXLEN ~), enough for a reconnect
EVENTS_TTL = 24 * 3600  # a player's stream goes a day after its last note


class Players:
    """The named operations on players' indexes and ratings of ``client``, the state Redis."""

    def __init__(self, client: redis.Redis) -> None:
        self.client = client
        self._apply = client.register_script(_APPLY)

    # a player's matches

    def record_match(self, app: str, player: str, match_id: str) -> None:
        """Index a match that seats (or is about to seat) the player, after every earlier one."""
        place = self.client.incr(keys.player_count(app, player))
        self.client.zadd(keys.player_matches(app, player), {match_id: place})

    def matches_before(
        self, app: str, player: str, before: int | None, count: int
    ) -> list[tuple[str, int]]:
        """(match id, its place) of the player's matches before place ``before`` (None: from
        the newest), newest first, ``count`` at most."""
        top = "+inf" if before is None else f"({before}"
        found = self.client.zrevrangebyscore(
            keys.player_matches(app, player), top, "-inf", start=0, num=count, withscores=True
        )
        return [(raw.decode(), int(score)) for raw, score in found]

    def forget_match(self, app: str, player: str, match_id: str) -> None:
        """Drop a match from the player's index (it expired, or never seated the player)."""
        self.client.zrem(keys.player_matches(app, player), match_id)

    # a player's stream of notes (``service.player_events``)

    def note(self, app: str, notes: list[tuple[str, str, dict[str, Any]]]) -> None:
        """Add each ``(player, kind, fields)`` to its player's stream, one pipelined round
        trip (on a Cluster, one command per player's slot: no cross-slot script)."""
        if not notes:
            return
        pipe = self.client.pipeline(transaction=False)
        for player, kind, fields in notes:
            name = keys.player_events(app, player)
            body = {"kind": kind, "data": json.dumps(fields, separators=(",", ":"))}
            pipe.xadd(name, body, maxlen=EVENTS_KEPT, approximate=True)
            pipe.expire(name, EVENTS_TTL)
        pipe.execute()

    def last_note_id(self, app: str, player: str) -> str:
        """The id of the player's newest note (``0-0``: none), a cursor from which only
        newer notes are read."""
        found = self.client.xrevrange(keys.player_events(app, player), count=1)
        return found[0][0].decode() if found else "0-0"

    def notes_after(
        self, app: str, player: str, after: str, count: int
    ) -> list[tuple[str, str, dict[str, Any]]]:
        """``(id, kind, fields)`` of the player's notes after the id ``after``, oldest
        first, ``count`` at most."""
        found = self.client.xrange(
            keys.player_events(app, player), min=f"({after}", max="+", count=count
        )
        return [
            (ident.decode(), body[b"kind"].decode(), json.loads(body[b"data"]))
            for ident, body in found
        ]

    # ratings

    def ratings(self, pool: str, game: str, players: list[str]) -> dict[str, str | None]:
        """The stored rating (JSON, None for none yet) of each player in the pool's game."""
        if not players:
            return {}
        found = self.client.hmget(keys.ratings(pool, game), players)
        return {p: None if raw is None else raw.decode() for p, raw in zip(players, found)}  # noqa: B905

    def ratings_in_games(self, pool: str, player: str, games: list[str]) -> dict[str, Any]:
        """The player's rating (parsed) in each of ``games`` where it has one."""
        pipe = self.client.pipeline(transaction=False)
        for game in games:
            pipe.hget(keys.ratings(pool, game), player)
        found = pipe.execute()
        return {g: json.loads(raw) for g, raw in zip(games, found, strict=True) if raw is not None}

    def pool(self, pool: str, games: list[str]) -> dict[str, dict[str, Any]]:
        """Every rating of the pool in each of ``games`` (id -> rating), one round trip."""
        pipe = self.client.pipeline(transaction=False)
        for game in games:
            pipe.hgetall(keys.ratings(pool, game))
        found = pipe.execute()
        return {
            game: {name.decode(): json.loads(raw) for name, raw in ratings.items()}
            for game, ratings in zip(games, found, strict=True)
        }

    def apply(
        self, pool: str, game: str, match_id: str, new: list[NewRating], now: float, keep: float
    ) -> str:
        """Write the match's new ratings if it is not counted yet and no rating moved since
        it was read: ``applied``, ``already`` or ``changed``. Records of counted matches
        older than ``keep`` seconds are dropped."""
        names = [keys.ratings(pool, game), keys.leaderboard(pool, game)]
        names.append(keys.rated_matches(pool, game))
        args: list[Any] = [match_id, now, now - keep, len(new)]
        for rated in new:
            after = json.dumps(rated.rating, sort_keys=True)
            args += [rated.player, rated.before or "", after, rated.score]
        return self._apply(keys=names, args=args).decode()

    def is_rated(self, pool: str, game: str, match_id: str) -> bool:
        return self.client.zscore(keys.rated_matches(pool, game), match_id) is not None

    def leaderboard(
        self, pool: str, game: str, offset: int, count: int
    ) -> tuple[list[tuple[str, dict[str, Any]]], int]:
        """(player, its rating) from place ``offset`` (0: the top), ``count`` at most, best
        first; and how many players the board holds."""
        board = keys.leaderboard(pool, game)
        pipe = self.client.pipeline(transaction=True)
        pipe.zrevrange(board, offset, offset + count - 1)
        pipe.zcard(board)
        found, total = pipe.execute()
        players = [raw.decode() for raw in found]
        ratings = self.ratings(pool, game, players)
        listed = [(p, json.loads(raw)) for p, raw in ratings.items() if raw is not None]
        return listed, int(total)
