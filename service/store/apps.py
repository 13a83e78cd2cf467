"""Apps and their keys: who may create matches when ``CROUPIER_APP_KEYS=required``, and
which matches each app created.

A key is shown once, when made (``croupier keys create NAME``), and kept only as its SHA-256,
like seat tokens. An app has one key at a time: ``revoke`` ends it at once (every request
with it is refused from then on), and ``create`` under the same name makes a new one.
Each app's matches are indexed by creation time for ``GET /v1/matches``; an index entry
whose match expired is dropped the first time a listing meets it. The matches an app has
open or active are counted, for its limit (``CROUPIER_APP_ACTIVE_MATCHES``), in a set of
their own that sheds the finished and expired ones when it is full. An app's own rate-limit
quotas (``croupier keys quota``), where an operator set them, are kept in its record too
(the API's settings are the defaults: ``service.api.quotas``).

An app's webhook signing secrets are kept in its record too, the current one first: its
matches' deliveries are signed with every one that has not expired (``signing_secrets``), so
a rotation (``rotate_webhook_secret``) overlaps the old secret with the new for a while and
no receiver drops a delivery while it switches. They are kept as they are, not hashed: an
HMAC is made with the secret itself, so whoever reads this record (a Redis dump) reads them.
A secret belongs to the app, not to its key: a new key keeps it, like the quotas.
"""

from __future__ import annotations

import hashlib
import json
import re
import secrets
from dataclasses import dataclass
from typing import Any

import redis

# hash: app name -> {"key": sha256, "created", "revoked", "quotas", "webhook_secrets"}
APPS = "croupier:apps"
KEYS = "croupier:app-keys"  # hash: sha256 of a live key -> app name
NAME = re.compile(r"[A-Za-z0-9_.-]{1,64}")
KEY_PREFIX = "ck_"  # tells an app key from a seat token at a glance
MAX_OVERLAP = 7 * 86400  # seconds an old webhook secret may keep signing after a rotation
KEPT_SECRETS = 5  # an app's webhook secrets kept at most: the current one and 4 old ones


class AppError(ValueError):
    """A name that is not one, an app that already has a live key, or no such app."""


@dataclass(frozen=True)
class App:
    name: str
    created: float
    revoked: float | None

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "created": self.created, "revoked": self.revoked}


@dataclass(frozen=True)
class WebhookSecret:
    """One of an app's webhook signing secrets: the current one (``expires`` None), or an
    old one that still signs until ``expires`` (Unix seconds)."""

    secret: str
    issued: float
    expires: float | None = None

    def live(self, now: float) -> bool:
        return self.expires is None or now < self.expires

    def to_json(self) -> dict[str, Any]:
        return {"secret": self.secret, "issued": self.issued, "expires": self.expires}


def matches_key(app: str) -> str:
    """A sorted set of the app's match ids, scored 1, 2, 3... in the order they were made."""
    return f"croupier:app:{app}:matches"


def active_key(app: str) -> str:
    """A set of the app's match ids that are open or active (finished ones leave it lazily)."""
    return f"croupier:app:{app}:active"


# KEYS: the app's active set. ARGV: the match id, the app's limit. Returns 1 if counted.
_RESERVE = """
if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('SADD', KEYS[1], ARGV[1])
return 1
"""


def _live_secrets(record: dict[str, Any], now: float) -> list[WebhookSecret]:
    kept = [WebhookSecret(**item) for item in record.get("webhook_secrets") or []]
    return [secret for secret in kept if secret.live(now)]


def digest(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


class Apps:
    """The named operations on the app records of ``client``, the state Redis."""

    def __init__(self, client: redis.Redis) -> None:
        self.client = client
        self._reserve = client.register_script(_RESERVE)

    def create_key(self, name: str, now: float) -> str:
        """A new key for the app ``name`` (made if new), returned once; refused while the
        app has a live one."""
        if not NAME.fullmatch(name):
            raise AppError(f"an app name is 1-64 letters, digits, '.', '_' or '-', not {name!r}")
        known = self._record(name)
        if known is not None and known.get("revoked") is None:
            raise AppError(f"app {name!r} has a live key: revoke it first")
        key = KEY_PREFIX + secrets.token_urlsafe(32)
        # A new key keeps the app's own quotas: they are the app's, not its key's.
        record = {**(known or {}), "key": digest(key), "created": now, "revoked": None}
        # The two hashes may be on two Cluster nodes: no transaction, but an order that is
        # safe to stop half-way. A key mapped with no record is a key nobody has seen yet.
        self.client.hset(KEYS, record["key"], name)
        self.client.hset(APPS, name, json.dumps(record))
        return key

    def revoke(self, name: str, now: float) -> None:
        """End the app's key at once."""
        record = self._record(name)
        if record is None or record.get("revoked") is not None:
            raise AppError(f"no app {name!r} with a live key")
        self.client.hdel(KEYS, record["key"])  # first: the key stops working at once
        self.client.hset(APPS, name, json.dumps({**record, "revoked": now}))

    def quotas(self, name: str) -> dict[str, str]:
        """The app's own quotas (a limit's name -> its policy), where an operator set them."""
        record = self._record(name)
        return dict(record.get("quotas") or {}) if record is not None else {}

    def set_quotas(self, name: str, changes: dict[str, str | None]) -> dict[str, str]:
        """Set the app's own quotas (None: back to the default); the quotas it has now."""
        record = self._record(name)
        if record is None:
            raise AppError(f"no app {name!r}")
        quotas = {**(record.get("quotas") or {}), **changes}
        record["quotas"] = {limit: policy for limit, policy in quotas.items() if policy}
        self.client.hset(APPS, name, json.dumps(record))
        return dict(record["quotas"])

    def webhook_secrets(self, name: str, now: float) -> list[WebhookSecret]:
        """The app's webhook secrets that sign now: the current one first, then the old ones
        still in their overlap, newest first. Empty: the app has none (or is unknown)."""
        return _live_secrets(self._record(name) or {}, now)

    def signing_secrets(self, name: str, now: float) -> list[str]:
        """What a delivery of the app's matches is signed with now (one read)."""
        return [found.secret for found in self.webhook_secrets(name, now)]

    def rotate_webhook_secret(
        self, name: str, secret: str, now: float, overlap: float
    ) -> list[WebhookSecret]:
        """Make ``secret`` the app's current webhook secret. Every older one keeps signing
        for ``overlap`` seconds at most (0: stops now; one whose overlap ends sooner keeps
        its end). The app's secrets after the change."""
        if not 0 <= overlap <= MAX_OVERLAP:
            raise AppError(f"an overlap is 0 to {MAX_OVERLAP} seconds, not {overlap:g}")
        record = self._record(name)
        if record is None:
            raise AppError(f"no app {name!r}")
        ends = now + overlap
        older = [
            WebhookSecret(old.secret, old.issued, min(old.expires or ends, ends))
            for old in _live_secrets(record, now)
        ]
        kept = [WebhookSecret(secret, now), *[old for old in older if old.live(now)]]
        record["webhook_secrets"] = [found.to_json() for found in kept[:KEPT_SECRETS]]
        self.client.hset(APPS, name, json.dumps(record))
        return kept[:KEPT_SECRETS]

    def all_apps(self) -> list[App]:
        records = self.client.hgetall(APPS)
        apps = [(name.decode(), json.loads(raw)) for name, raw in records.items()]
        return sorted(
            (App(name, record["created"], record.get("revoked")) for name, record in apps),
            key=lambda app: app.name,
        )

    def app_for_key(self, key: str) -> str | None:
        """The app whose live key this is, or None."""
        if not key.startswith(KEY_PREFIX):
            return None
        name = self.client.hget(KEYS, digest(key))
        return name.decode() if name is not None else None

    def record_match(self, app: str, match_id: str) -> None:
        """Index a match the app made, after every earlier one. The counter is a key of its
        own (perhaps on another Cluster node): a place it gave out and nobody took leaves a
        gap, which a listing steps over."""
        place = self.client.incr(matches_key(app) + ":count")
        self.client.zadd(matches_key(app), {match_id: place})

    def reserve_active(self, app: str, match_id: str, limit: int) -> bool:
        """Count the match among the app's active ones, unless it has ``limit`` already."""
        return bool(self._reserve(keys=[active_key(app)], args=[match_id, limit]))

    def active_matches(self, app: str) -> list[str]:
        return [raw.decode() for raw in self.client.smembers(active_key(app))]

    def release_active(self, app: str, *match_ids: str) -> None:
        """No longer count these matches (finished, gone, or never stored)."""
        if match_ids:
            self.client.srem(active_key(app), *match_ids)

    def matches_after(self, app: str, after: int, count: int) -> list[tuple[str, int]]:
        """(match id, its place) of the app's matches after place ``after``, ``count`` at
        most."""
        found = self.client.zrangebyscore(
            matches_key(app), f"({after}", "+inf", start=0, num=count, withscores=True
        )
        return [(raw.decode(), int(score)) for raw, score in found]

    def forget_match(self, app: str, match_id: str) -> None:
        """Drop an expired match from the app's index."""
        self.client.zrem(matches_key(app), match_id)

    def _record(self, name: str) -> dict[str, Any] | None:
        raw = self.client.hget(APPS, name)
        return json.loads(raw) if raw is not None else None
