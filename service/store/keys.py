"""Redis key names. Every key of a match carries its id as a hash tag, so that a match
lives on one Redis Cluster slot and a commit touching all its keys stays atomic."""

from __future__ import annotations


def prefix(match_id: str) -> str:
    return f"m:{{{match_id}}}:"


def state(match_id: str) -> str:
    """A hash: version, status, meta, and either match (JSON) or archive (finished)."""
    return prefix(match_id) + "state"


def events(match_id: str) -> str:
    """A stream of the match's events; the engine's event id n is stream id ``n-0``. Those
    older than its last few are sealed into ``event_blocks`` (``sealing``)."""
    return prefix(match_id) + "events"


def versions(match_id: str) -> str:
    """A stream of one entry, ``<version>-1``, written by a commit that adds no event: a
    follower blocked on ``events`` waits on it too, so such a version still wakes it."""
    return prefix(match_id) + "versions"


def log(match_id: str) -> str:
    """A list of action-log entries ``{"seat", "action", "now"}``, enough to replay; its
    older entries are sealed into ``log_blocks`` (``sealing``)."""
    return prefix(match_id) + "log"


def event_blocks(match_id: str) -> str:
    """A list: the live match's older events, sealed ``sealing.BLOCK`` at a time, each
    element one deflated block (element k holds event ids k * BLOCK + 1 to (k + 1) * BLOCK);
    those events are no longer in the stream, which holds the rest."""
    return prefix(match_id) + "events:sealed"


def log_blocks(match_id: str) -> str:
    """A list: the live match's older log entries, sealed ``sealing.BLOCK`` at a time (element
    k holds entries k * BLOCK to (k + 1) * BLOCK - 1); the log list holds the rest."""
    return prefix(match_id) + "log:sealed"


def tokens(match_id: str) -> str:
    """A hash: sha256 of a seat token -> seat number."""
    return prefix(match_id) + "tokens"


def webhook(match_id: str) -> str:
    """A hash: the match's webhook (url, events, secret) and how its deliveries go (cursor,
    status, last attempts); only for a match created with one."""
    return prefix(match_id) + "webhook"


def webhook_lock(match_id: str) -> str:
    """Held (SET NX PX) by the one job delivering the match's events: deliveries in order."""
    return prefix(match_id) + "webhook:lock"


def memory(match_id: str) -> str:
    """A hash: seat -> that seat's bot memory (``Game.remember``) and the id of the last
    event it holds; read with the match (``Store.load_for_bot``) and kept by the commit of
    the bot's move; a cache, rebuilt from the events when missing, dropped at the finish."""
    return prefix(match_id) + "memory"


def idempotency(match_id: str, key: str) -> str:
    return prefix(match_id) + "idem:" + key


def ticket(match_id: str, ticket_digest: str) -> str:
    """A stream ticket (by its SHA-256): the seat it opens, for a minute, once."""
    return prefix(match_id) + "ticket:" + ticket_digest


def pattern(match_id: str) -> str:
    """A SCAN pattern matching every key of the match."""
    return prefix(match_id) + "*"


def created(key_digest: str) -> str:
    """A create request's answer under its Idempotency-Key (by the key's SHA-256): one key
    of its own, so one slot on a Cluster."""
    return f"croupier:created:{key_digest}"


PROBE = "croupier:readyz:probe"  # written by readiness probes, expires within a second


# players and ratings (``service.store.players``): an app's players are its own ids, so every
# key below is scoped by the app; ``/`` cannot occur in an app name, so ``<app>/<id>`` is
# unambiguous. A player's keys share one hash tag, and so do one pool's ratings of one game.


def player_matches(app: str, player: str) -> str:
    """A sorted set of the matches a player of ``app`` was seated in, scored 1, 2, 3... in
    the order they were recorded (``player_count``): read newest first."""
    return f"croupier:player:{{{app}/{player}}}:matches"


def player_count(app: str, player: str) -> str:
    """The counter that gives out ``player_matches``' places (same slot)."""
    return f"croupier:player:{{{app}/{player}}}:count"


def ratings(pool: str, game: str) -> str:
    """A hash: player id -> its rating in ``game`` (JSON: mu, sigma, matches, updated). The
    pool is an app's name, or ``BOT_POOL`` for the server's bots, shared by every app."""
    return f"croupier:ratings:{{{pool}/{game}}}"


def leaderboard(pool: str, game: str) -> str:
    """A sorted set: player id -> its conservative display rating (same slot as ``ratings``)."""
    return f"croupier:ratings:{{{pool}/{game}}}:board"


def rated_matches(pool: str, game: str) -> str:
    """A sorted set: id of each match whose result is in ``ratings`` -> when it went in.
    Written in the same script as the ratings (same slot): a match is counted once, however
    often its rating job runs. Trimmed past the finished matches' lifetime, after which no
    job can run for the match (it is gone)."""
    return f"croupier:ratings:{{{pool}/{game}}}:rated"


BOT_POOL = "*bots"  # the pool of the server's bot strategies: not an app name (no '*' in one)


def player_events(app: str, player: str) -> str:
    """A stream of what the player of ``app`` has to know across its matches (``matched``,
    ``your_move``, ``match_finished``: ``service.player_events``), capped (MAXLEN ~) and
    expiring when no note came for a day; same slot as the player's other keys."""
    return f"croupier:player:{{{app}/{player}}}:events"
