"""Webhooks: a match's webhook as data, what a delivery carries, how it is signed, which URLs
it may go to, and how failures back off. Pure but for name resolution (``resolve``, given
``socket.getaddrinfo`` by default): the store keeps the record, ``workers.webhooks`` sends.

A delivery is one POST per batch of events, signed Stripe-style: ``Croupier-Signature:
t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" under a secret>``, with one ``v1`` per
secret that signs it. It carries what a spectator may see (events redacted for no seat) and
the open decisions ("seat N must decide by T"), never a seat's secrets.

Which secret signs (``signing``): the app's (``app``), for a match an app created with its
key, once the app has a webhook secret: a receiver verifies every delivery with one secret,
before it trusts a byte of the body (a per-match secret has to be looked up by the body's
unverified ``match_id``). While an app's secret is rotated, the old one signs beside the new
(two ``v1``), so a receiver switches without dropping a delivery. A per-match secret
(``match``), shown once at create, where the create asks for it or no app secret exists;
the deployment's (``setting``) for its default webhook."""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
import json
import secrets
import socket
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any
from urllib.parse import urlsplit

from service.engine import match as engine
from service.engine.errors import UnknownGame
from service.engine.match import Match
from service.engine.registry import get_game
from service.engine.words import DEFAULT_LOCALE
from service.store import StoredMatch

SECRET_PREFIX = "whsec_"
SIGNATURE = "Croupier-Signature"
DELIVERY = "Croupier-Delivery"
EVENT_IDS = "Croupier-Event-Ids"
BATCH = 100  # events per POST at most
KEPT_ATTEMPTS = 10  # the last attempts a webhook's record keeps
BACKOFF_FIRST = 1.0  # seconds before the first retry; doubled each time
BACKOFF_MAX = 300.0
RETRY_FOR = 3600.0  # seconds after the first failure of a streak before giving up
TIMEOUT = 10.0  # seconds one POST may take, connection included
TOLERANCE = 300  # seconds a receiver should accept between a signature's t and its clock
MAX_URL = 2000
ACTIVE, FAILING, GAVE_UP = "active", "failing", "gave_up"
REQUEST, SETTING = "request", "setting"  # where a webhook came from
APP, MATCH = "app", "match"  # which secret signs: the app's, the match's (or SETTING's)

Resolve = Callable[..., list[tuple[Any, ...]]]


# settings


def flag(value: Any) -> bool:
    """A boolean setting as the environment or Flask's config gives it."""
    if isinstance(value, str):
        return value.strip().lower() in ("1", "true", "yes", "on")
    return bool(value)


@dataclass(frozen=True)
class Settings:
    """``CROUPIER_WEBHOOK_*``: a default webhook for matches created without one (its
    secret is ``_SECRET``), whether private addresses are allowed, how long to retry."""

    default_url: str = ""
    default_secret: str = ""
    allow_private: bool = False
    retry_for: float = RETRY_FOR

    def __post_init__(self) -> None:
        if self.default_url and not self.default_secret:
            raise ValueError("CROUPIER_WEBHOOK_URL needs CROUPIER_WEBHOOK_SECRET")
        if self.default_url:
            parse_url(self.default_url)  # a typo fails at start, not at the first match
        if self.retry_for < 0:
            raise ValueError("CROUPIER_WEBHOOK_RETRY_FOR must be at least 0 seconds")

    @classmethod
    def from_config(cls, config: Mapping[str, Any]) -> Settings:
        """From a mapping of the names without ``CROUPIER_`` (Flask's config)."""
        return cls(
            default_url=str(config.get("WEBHOOK_URL") or ""),
            default_secret=str(config.get("WEBHOOK_SECRET") or ""),
            allow_private=flag(config.get("WEBHOOK_ALLOW_PRIVATE", False)),
            retry_for=float(config.get("WEBHOOK_RETRY_FOR", RETRY_FOR)),
        )

    @classmethod
    def for_delivery(cls, environ: Mapping[str, str]) -> Settings:
        """What the workers read of the environment: ``CROUPIER_WEBHOOK_ALLOW_PRIVATE`` and
        ``_RETRY_FOR`` (the default webhook is the API's business)."""
        allow = flag(environ.get("CROUPIER_WEBHOOK_ALLOW_PRIVATE", ""))
        retry_for = float(environ.get("CROUPIER_WEBHOOK_RETRY_FOR") or RETRY_FOR)
        return cls(allow_private=allow, retry_for=retry_for)

    def default(self) -> Webhook | None:
        """The webhook of a match created without one, if the deployment sets one."""
        if not self.default_url:
            return None
        return Webhook(self.default_url, None, self.default_secret, SETTING, signing=SETTING)


# signing


def new_secret() -> str:
    return SECRET_PREFIX + secrets.token_urlsafe(24)


def signature(signers: str | Sequence[str], body: bytes, timestamp: int) -> str:
    """The ``Croupier-Signature`` header of ``body`` sent at ``timestamp``: one ``v1`` per
    secret, in order (an app's current secret first, then the old ones still in their
    overlap), so a receiver holding any one of them verifies it."""
    signed = f"{timestamp}.".encode() + body
    keys = [signers] if isinstance(signers, str) else list(signers)
    digests = [hmac.new(key.encode(), signed, hashlib.sha256).hexdigest() for key in keys]
    return f"t={timestamp}," + ",".join(f"v1={digest}" for digest in digests)


def verify(secret: str, body: bytes, header: str, now: float, tolerance: int = TOLERANCE) -> bool:
    """What a receiver checks: any one of the header's ``v1`` signatures is of ``body`` by
    ``secret``, made within ``tolerance`` seconds of ``now`` (a replayed old delivery
    fails). Any, not the first: during a rotation the header carries the new secret's and
    the old one's, and a receiver holds one of the two."""
    parts = [item.split("=", 1) for item in header.split(",") if "=" in item]
    stamps = [value for key, value in parts if key.strip() == "t"]
    if len(stamps) != 1 or not stamps[0].strip().isdigit():
        return False
    timestamp = int(stamps[0])
    expected = signature(secret, body, timestamp).split("v1=", 1)[1]
    given = [value.strip() for key, value in parts if key.strip() == "v1"]
    fresh = abs(now - timestamp) <= tolerance
    return fresh and any(hmac.compare_digest(expected, value) for value in given)


# where deliveries may go


class Refused(ValueError):
    """A URL a webhook may not use; ``reason`` is a short machine word."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


@dataclass(frozen=True)
class Target:
    """A checked URL: where to connect (the resolved addresses, in order) and what to ask."""

    scheme: str
    host: str
    port: int
    path: str
    addresses: tuple[str, ...] = ()


def parse_url(url: str) -> Target:
    """The parts of an http(s) URL with a host and no credentials; raises Refused."""
    if len(url) > MAX_URL:
        raise Refused("too_long", f"a webhook URL has at most {MAX_URL} characters")
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as error:
        raise Refused("malformed", f"not a URL: {error}") from None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise Refused("scheme", "a webhook URL is http:// or https:// with a host")
    if parts.username is not None or parts.password is not None:
        raise Refused("credentials", "a webhook URL carries no credentials: verify signatures")
    if port == 0:  # no service listens there: it would have gone to the default port
        raise Refused("port", "a webhook URL's port is 1-65535 (or none: the scheme's)")
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    default = 443 if parts.scheme == "https" else 80
    return Target(parts.scheme, parts.hostname, default if port is None else port, path)


def address_refusal(address: str) -> str | None:
    """Why deliveries may not go to ``address`` (an IP), or None when it is public. IPv6
    forms that carry an IPv4 address (mapped, NAT64, 6to4) are judged by that address."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])  # drop an IPv6 zone
    if isinstance(ip, ipaddress.IPv6Address):
        ip = _embedded_v4(ip) or ip
    checks = (
        ("unspecified", ip.is_unspecified),
        ("loopback", ip.is_loopback),
        ("link_local", ip.is_link_local),
        ("multicast", ip.is_multicast),
        ("reserved", ip.is_reserved),
        ("private", ip.is_private),
        ("not_global", not ip.is_global),
    )
    return next((name for name, hit in checks if hit), None)


def _embedded_v4(ip: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    if ip.ipv4_mapped is not None or ip.sixtofour is not None:
        return ip.ipv4_mapped or ip.sixtofour
    if ip in ipaddress.ip_network("64:ff9b::/96"):  # NAT64 reaches the IPv4 address inside
        return ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
    return None


def check_url(url: str, allow_private: bool, resolve: Resolve = socket.getaddrinfo) -> Target:
    """The URL's target with the addresses its host resolves to now; raises Refused when
    any is not public (unless ``allow_private``), so a name cannot point partly inside.
    Deliveries connect to these addresses, not to a second resolution of the name."""
    target = parse_url(url)
    try:
        found = resolve(target.host, target.port, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError) as error:
        raise Refused("unresolvable", f"{target.host} does not resolve: {error}") from None
    addresses = tuple(dict.fromkeys(str(entry[4][0]) for entry in found))
    if not addresses:
        raise Refused("unresolvable", f"{target.host} does not resolve")
    for address in addresses if not allow_private else ():
        reason = address_refusal(address)
        if reason is not None:
            message = f"{target.host} resolves to {address} ({reason.replace('_', ' ')})"
            raise Refused(reason, message)
    return replace(target, addresses=addresses)


# the record


@dataclass(frozen=True)
class Webhook:
    """One match's webhook as stored: where, which event types (None: all), its secret
    (empty when its app's secrets sign: ``signing`` APP, ``app`` the app's name), and how
    its deliveries go: the last event id delivered, the status, the last attempts."""

    url: str
    events: tuple[str, ...] | None
    secret: str
    source: str = REQUEST
    signing: str = MATCH
    app: str = ""
    cursor: int = 0
    status: str = ACTIVE
    attempts: tuple[dict[str, Any], ...] = ()
    failures: int = 0  # consecutive failed attempts
    failing_since: float | None = None
    retry_at: float | None = None
    gave_up_at: float | None = None

    def fields(self) -> dict[str, str]:
        """As the store's hash keeps it: every value a string."""
        optional = {
            "failing_since": self.failing_since,
            "retry_at": self.retry_at,
            "gave_up_at": self.gave_up_at,
        }
        return {
            "url": self.url,
            "events": "" if self.events is None else json.dumps(list(self.events)),
            "secret": self.secret,
            "source": self.source,
            "signing": self.signing,
            "app": self.app,
            "cursor": str(self.cursor),
            "status": self.status,
            "attempts": json.dumps(list(self.attempts), separators=(",", ":")),
            "failures": str(self.failures),
            **{name: "" if value is None else repr(value) for name, value in optional.items()},
        }

    @classmethod
    def from_fields(cls, raw: Mapping[Any, Any]) -> Webhook:
        given = {_text(k): _text(v) for k, v in raw.items()}
        events = given.get("events", "")
        source = given.get("source", REQUEST)
        return cls(
            url=given["url"],
            events=tuple(json.loads(events)) if events else None,
            secret=given.get("secret", ""),
            source=source,
            signing=given.get("signing") or (SETTING if source == SETTING else MATCH),
            app=given.get("app", ""),
            cursor=int(given.get("cursor", "0") or 0),
            status=given.get("status", ACTIVE),
            attempts=tuple(json.loads(given.get("attempts") or "[]")),
            failures=int(given.get("failures", "0") or 0),
            failing_since=_number(given.get("failing_since")),
            retry_at=_number(given.get("retry_at")),
            gave_up_at=_number(given.get("gave_up_at")),
        )

    def wants(self, event: Mapping[str, Any]) -> bool:
        return self.events is None or event.get("type") in self.events


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def _number(value: str | None) -> float | None:
    return float(value) if value else None


def requested(body: Mapping[str, Any], app: str | None = None) -> Webhook:
    """The webhook a create request names: signed by the secrets of ``app``, or (None) by a
    new secret of its own."""
    events = None if body.get("events") is None else tuple(body["events"])
    if app is not None:
        return Webhook(body["url"], events, "", signing=APP, app=app)
    return Webhook(body["url"], events, new_secret())


def created_answer(hook: Webhook) -> dict[str, Any]:
    """What the create answer says of the webhook: its own secret, once; no secret when
    the app's or the deployment's signs (the receiver has it already)."""
    secret = hook.secret if hook.signing == MATCH else None
    events = None if hook.events is None else list(hook.events)
    return {
        "url": hook.url,
        "events": events,
        "secret": secret,
        "source": hook.source,
        "signing": hook.signing,
    }


def public(hook: Webhook) -> dict[str, Any]:
    """What GET .../webhook answers: everything but the secret."""
    return {
        "url": hook.url,
        "events": None if hook.events is None else list(hook.events),
        "source": hook.source,
        "signing": hook.signing,
        "status": hook.status,
        "cursor": hook.cursor,
        "failing_since": hook.failing_since,
        "next_attempt_at": hook.retry_at if hook.status == FAILING else None,
        "gave_up_at": hook.gave_up_at,
        "attempts": list(reversed(hook.attempts)),  # the latest first
    }


def event_types(game_id: str) -> set[str] | None:
    """Every event type a game's matches emit, or None for no such game."""
    try:
        return set(get_game(game_id).every_event_schema())
    except UnknownGame:
        return None


# deliveries


@dataclass(frozen=True)
class Batch:
    """The next events to deliver after a cursor: ``events`` (for the spectator, filtered)
    may be empty while ``last_id`` still moves the cursor past the ones filtered out."""

    game: str
    events: list[dict[str, Any]]
    last_id: int
    has_more: bool
    version: int
    status: str
    decisions: list[dict[str, Any]]


def next_batch(hook: Webhook, stored: StoredMatch, streamed: list[dict[str, Any]]) -> Batch | None:
    """The batch after ``hook.cursor``: from the archive of a finished match, else from the
    events read from its stream after the cursor (at most ``BATCH + 1``). None: nothing new."""
    every = (stored.events or []) if stored.archived else streamed
    found = [e for e in every if e["id"] > hook.cursor][: BATCH + 1]
    if not found:
        return None
    taken = found[:BATCH]
    match = Match.from_json(stored.match)
    chosen = [engine.told_event(match, e, None, DEFAULT_LOCALE) for e in taken if hook.wants(e)]
    return Batch(
        stored.match["game"],
        chosen,
        taken[-1]["id"],
        len(found) > BATCH,
        stored.version,
        stored.status,
        [] if stored.archived else engine.told_decisions(match),
    )


def payload(match_id: str, batch: Batch, delivery: str) -> bytes:
    """The JSON body of one delivery, compact: it is what the signature covers."""
    body = {
        "match_id": match_id,
        "game": batch.game,
        "version": batch.version,
        "status": batch.status,
        "events": batch.events,
        "decisions": batch.decisions,
        "has_more": batch.has_more,
        "delivery": delivery,
    }
    return json.dumps(body, separators=(",", ":")).encode()


def signing_secrets(hook: Webhook, app_secrets: Callable[[str], list[str]]) -> list[str]:
    """The secrets a delivery of ``hook`` is signed with: its own, or what ``app_secrets``
    (the store's, read at each POST, so a rotation counts at once) gives for its app."""
    return app_secrets(hook.app) if hook.signing == APP else [hook.secret]


def headers(
    signers: Sequence[str], body: bytes, event_ids: Iterable[int] | None, now: float, delivery: str
) -> dict[str, str]:
    """The headers of one delivery: its signature (by each of ``signers``), its id and the
    ids of its events (none for a delivery that carries no events: a ticket's)."""
    sent = {
        "Content-Type": "application/json",
        "User-Agent": "Croupier-Webhooks/1",
        SIGNATURE: signature(signers, body, int(now)),
        DELIVERY: delivery,
    }
    if event_ids is not None:
        sent[EVENT_IDS] = ",".join(str(i) for i in event_ids)
    return sent


# a matchmaking ticket's webhook: one delivery, once the ticket has ended

PENDING, DELIVERED = "pending", "delivered"


def ticket_hook(url: str, app: str, state: Mapping[str, str] | None) -> Webhook:
    """A ticket's webhook: always signed by its app's secrets (a ticket always has an app),
    as its delivery went so far (``state``, what ``Webhook.fields`` gave; None: not tried).
    Its cursor is 1 once delivered."""
    if state is None:
        return Webhook(url, None, "", signing=APP, app=app)
    return Webhook.from_fields(state)


def ticket_summary(ticket_id: str, record: Mapping[str, Any]) -> dict[str, Any]:
    """What a ticket's delivery says of it (the store's record): never its seat tokens,
    which the app reads once from the ticket."""
    return {
        "id": ticket_id,
        "status": record["status"],
        "game": record["ticket"]["game"],
        "players": list(record["ticket"]["players"]),
        "match_id": record.get("match"),
    }


def ticket_payload(summary: Mapping[str, Any], delivery: str) -> bytes:
    """The JSON body of a ticket's delivery, compact: it is what the signature covers."""
    body = {"ticket": dict(summary), "delivery": delivery}
    return json.dumps(body, separators=(",", ":")).encode()


def ticket_public(url: str, state: Mapping[str, str] | None) -> dict[str, Any]:
    """What GET ticket says of its webhook: the URL and how its delivery goes, no secret."""
    hook = ticket_hook(url, "", state)
    status = PENDING if state is None else DELIVERED if hook.cursor else hook.status
    return {
        "url": url,
        "status": status,
        "next_attempt_at": hook.retry_at if hook.status == FAILING else None,
        "gave_up_at": hook.gave_up_at,
        "attempts": list(reversed(hook.attempts)),  # the latest first
    }


# outcomes


def backoff(failures: int) -> float:
    """Seconds before the next try after ``failures`` consecutive failures: 1, 2, 4 ... 300."""
    return min(BACKOFF_FIRST * 2 ** max(failures - 1, 0), BACKOFF_MAX)


def attempt(
    at: float,
    delivery: str,
    event_ids: list[int],
    status: int | None,
    error: str | None,
    seconds: float,
) -> dict[str, Any]:
    """One attempt as the record keeps it."""
    ok = error is None and status is not None and 200 <= status < 300
    return {
        "at": at,
        "delivery": delivery,
        "event_ids": event_ids,
        "status_code": status,
        "error": error,
        "duration_ms": round(seconds * 1000, 1),
        "ok": ok,
    }


def kept(hook: Webhook, record: dict[str, Any]) -> tuple[dict[str, Any], ...]:
    return (*hook.attempts, record)[-KEPT_ATTEMPTS:]


def delivered(hook: Webhook, record: dict[str, Any] | None, cursor: int) -> Webhook:
    """After a success; or, ``record`` None, past a batch the filter left empty."""
    if record is None:
        return replace(hook, cursor=cursor)
    return replace(
        hook,
        cursor=cursor,
        status=ACTIVE,
        attempts=kept(hook, record),
        failures=0,
        failing_since=None,
        retry_at=None,
    )


def failed(hook: Webhook, record: dict[str, Any], now: float, retry_for: float) -> Webhook:
    """After a failure: failing, with the time of the next try; or gave_up once the streak
    has lasted ``retry_for`` seconds (the next try would start later than that)."""
    since = hook.failing_since if hook.failing_since is not None else now
    failures = hook.failures + 1
    retry_at = now + backoff(failures)
    if retry_at - since > retry_for:
        return replace(
            hook,
            status=GAVE_UP,
            attempts=kept(hook, record),
            failures=failures,
            failing_since=since,
            retry_at=None,
            gave_up_at=now,
        )
    return replace(
        hook,
        status=FAILING,
        attempts=kept(hook, record),
        failures=failures,
        failing_since=since,
        retry_at=retry_at,
    )
