"""Rate limits, shared by every API process through Redis, with the IETF RateLimit headers.

Each request is counted against the limits that apply to it, fixed windows in Redis. A request
with an app's live key is counted against that app's quotas: ``app`` (its requests), and for
``POST /v1/matches`` also ``app_creates``, ``app_bot_seats`` and ``app_search_seats``; each
is the app's own policy where an operator set one (``croupier keys quota``), else the
setting's. Every other request (anonymous, a seat token, a key that is unknown or revoked) is
counted against its address: ``address`` (every request), ``seat`` (a seat token's calls,
keyed by the token's hash) and for a create ``create`` and ``bot_seats`` / ``search_seats``
(bot seats it asked for; ``ismcts`` ones cost CPU, so they have their own, smaller,
allowance). So a backend creating matches for all its users from one address is limited by
its app's quotas, not by an address's. The policies are ``limits``' strings
("6000/minute;100/second"), parsed and named by the ``limits`` library; the counting of every
limit a request meets runs in one Lua script, one round trip (``limits``' own storage API
takes three a limit). On a Redis Cluster the counters of one identity share a hash tag, and
the script runs once per identity.

Every counted response says where the closest limit stands (``RateLimit-Limit``,
``RateLimit-Remaining``, ``RateLimit-Reset`` in seconds) and every policy it met
(``RateLimit-Policy``); a request over a limit gets 429 ``rate_limited`` with ``Retry-After``
and ``details.key`` (the limit) / ``details.scope`` (``address``, ``seat`` or ``app``, with
``details.app``) / ``details.retry_after``, and does nothing else (its counts are taken
back: a refused request costs no allowance). Health, readiness, metrics and the docs are
never limited. When Redis does not answer, nothing is counted (what needs no Redis, the
catalog, still answers; the rest answers 503 anyway).
"""

from __future__ import annotations

import hashlib
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from flask import Flask, Response, current_app, g, request
from limits import RateLimitItem, parse_many

from service.store import STORE_FAULTS, Piggyback
from service.store.apps import KEY_PREFIX as APP_KEY_PREFIX
from service.store.counters import COUNT_SHA, script_lost

from . import app_keys, deps, request_ids
from .errors import ApiError
from .http import well_formed_bearer

SETTINGS = {  # each limit -> the config name that sets it
    "address": "RATE_LIMIT_ADDRESS",
    "seat": "RATE_LIMIT_SEAT",
    "app": "RATE_LIMIT_APP",
    "create": "RATE_LIMIT_CREATE",
    "bot_seats": "RATE_LIMIT_BOT_SEATS",
    "search_seats": "RATE_LIMIT_SEARCH_SEATS",
    "app_creates": "RATE_LIMIT_APP_CREATES",
    "app_bot_seats": "RATE_LIMIT_APP_BOT_SEATS",
    "app_search_seats": "RATE_LIMIT_APP_SEARCH_SEATS",
}
APP_QUOTAS = {  # an app's own quotas, as `croupier keys quota` names them -> the limit
    "requests": "app",
    "creates": "app_creates",
    "bot_seats": "app_bot_seats",
    "search_seats": "app_search_seats",
}
DEFAULTS = {
    # A bot playing at full speed from one address makes ~100 requests/s at most on a LAN:
    # the defaults never stop it (tests/api/test_quotas.py plays a match flat out).
    "RATE_LIMITS": "on",
    "RATE_LIMIT_ADDRESS": "12000/minute",
    "RATE_LIMIT_SEAT": "3000/minute",
    # An app's quotas (its key's calls, from however many addresses): a backend creating
    # matches for all its users, ten creates a second at most; `croupier keys quota` sets an
    # app's own.
    "RATE_LIMIT_APP": "6000/minute",
    "RATE_LIMIT_APP_CREATES": "600/minute",
    "RATE_LIMIT_APP_BOT_SEATS": "6000/hour",
    "RATE_LIMIT_APP_SEARCH_SEATS": "600/hour",
    "RATE_LIMIT_CREATE": "60/minute",
    "RATE_LIMIT_BOT_SEATS": "600/hour",
    "RATE_LIMIT_SEARCH_SEATS": "60/hour",
}
UNLIMITED = ("/healthz", "/readyz", "/metrics", "/docs", "/openapi.json", "/static", "/play")
SEARCHING = ("ismcts",)
PREFIX = "croupier:rl"
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Hit:
    """One limit a request met, after counting it."""

    name: str
    identity: str
    item: RateLimitItem
    count: int
    reset: int

    @property
    def scope(self) -> str:
        """Whose allowance it is: an address's, a seat token's or an app's."""
        if self.name in APP_QUOTAS.values():
            return "app"
        return "seat" if self.name == "seat" else "address"

    @property
    def remaining(self) -> int:
        return max(0, self.item.amount - self.count)

    @property
    def over(self) -> bool:
        return self.count > self.item.amount


@cache
def _items(policy: str) -> tuple[RateLimitItem, ...]:
    return tuple(parse_many(policy))


Charge = tuple[str, str, int]  # (limit, identity, cost)


def _charges() -> list[Charge]:
    """(limit, identity, cost) of every limit this request meets: its app's, if it shows
    an app's live key, else its address's (and its seat token's)."""
    creating = request.method == "POST" and request.path.rstrip("/") == "/v1/matches"
    app = _keyed_app()
    charges = _app_charges(app, creating) if app is not None else _address_charges(creating)
    if creating:
        charges += _bot_charges(app, *_bot_seats())
    return [charge for charge in charges if charge[2] > 0]


def _app_charges(app: str, creating: bool) -> list[Charge]:
    return [("app", app, 1), *([("app_creates", app, 1)] if creating else [])]


def _address_charges(creating: bool) -> list[Charge]:
    """The address's request (and create), and a seat token's request: never an app key's,
    which is here because it is unknown or revoked."""
    address = request.remote_addr or "unknown"
    charges = [("address", address, 1), *([("create", address, 1)] if creating else [])]
    token = well_formed_bearer() or ""
    if request.path.startswith("/v1/matches/") and token and not token.startswith(APP_KEY_PREFIX):
        charges.append(("seat", hashlib.sha256(token.encode()).hexdigest()[:32], 1))
    return charges


def _keyed_app() -> str | None:
    """The app whose live key the request shows (its own quotas kept for ``_limits``), or
    None: anonymous, a seat token, or a key unknown or revoked."""
    token = well_formed_bearer()
    if token is None or not token.startswith(APP_KEY_PREFIX):
        return None
    try:
        app = app_keys.app_of_key(token)
        if app is not None and "rate_app_quotas" not in g:
            g.rate_app_quotas = deps.store().apps.quotas(app)
    except STORE_FAULTS as error:  # counted as anonymous, if at all: the view answers 503
        log.warning("request %s: app key not looked up: %s", request_ids.current(), error)
        return None
    return app


def _bot_charges(app: str | None, bots: int, searching: int) -> list[Charge]:
    """Bot seats against the app's allowances, or (no app) the address's."""
    if app is not None:
        return [("app_bot_seats", app, bots), ("app_search_seats", app, searching)]
    address = request.remote_addr or "unknown"
    return [("bot_seats", address, bots), ("search_seats", address, searching)]


def _bot_seats() -> tuple[int, int]:
    """Bot seats a create asks for, and how many of them search (a body the view will
    refuse counts none)."""
    body = request.get_json(silent=True)
    seats = body.get("seats") if isinstance(body, dict) else None
    bots = (
        [s for s in seats if isinstance(s, dict) and s.get("type") == "bot"]
        if isinstance(seats, list)
        else []
    )
    return len(bots), sum(1 for seat in bots if seat.get("strategy") in SEARCHING)


Limit = tuple[str, str, int, RateLimitItem]  # (limit, identity, cost, item)
_SUBMIT = re.compile(r"^/v1/matches/[^/]+/actions/?$")


def _count() -> None:
    """Count the request; refuse it (429) if it went over a limit. A submit's count rides
    on its match read instead (``piggyback``), saving a round trip on the hottest path."""
    if request.path.startswith(UNLIMITED):
        return
    if request.method == "POST" and _SUBMIT.match(request.path) and not deps.store().cluster:
        g.rate_deferred = _limits(_charges())  # a match's read is on one slot: not on a cluster
        return
    _meet(_charges())


def piggyback() -> Piggyback | None:
    """The request's deferred count, for its match read to run (once: a retried read after
    a lost race does not count the request again); ``settle`` the reply."""
    limits = g.pop("rate_deferred", None)
    if not limits:
        return None
    g.rate_carried = limits
    keys, args = _keys_args(limits)
    return Piggyback(COUNT_SHA, keys, args)


def settle(counted: Any) -> None:
    """The carried count's reply: its headers kept, and 429 (counts taken back) if over. A
    Redis that lost the script (a restart) counts it again the usual way."""
    limits = g.pop("rate_carried", None)
    if limits is None:
        return
    if script_lost(counted):
        _count_limits(limits)
    elif isinstance(counted, Exception) or counted is None:
        log.warning("request %s: rate limits not counted: %s", request_ids.current(), counted)
    else:
        _settle(limits, counted)


def charge_bot_seats(bots: int, strategy: str) -> Callable[[], None]:
    """Count bot seats asked for after a create (an app filling its open match with bots)
    against the allowances a create's count against (the app's, or the address's); 429 when
    over. Returns what takes the counts back, for a start that did not happen."""
    if current_app.config["RATE_LIMITS"] != "on":
        return lambda: None
    searching = bots if strategy in SEARCHING else 0
    charges = _bot_charges(_keyed_app(), bots, searching)
    return _meet([charge for charge in charges if charge[2] > 0])


def _meet(charges: list[Charge]) -> Callable[[], None]:
    """Count ``charges`` against every limit they meet, keeping the hits for the headers;
    refuse (429, counts taken back) if one went over. Returns what takes them back."""
    return _count_limits(_limits(charges))


def _limits(charges: list[Charge]) -> list[Limit]:
    """Every limit the charges meet: the app's own policy where it has one, else the
    setting's."""
    config = current_app.config
    own: dict[str, str] = g.get("rate_app_quotas") or {}
    return [
        (name, identity, cost, item)
        for name, identity, cost in charges
        for item in _items(own.get(name) or config[SETTINGS[name]])
    ]


def _keys_args(limits: list[Limit]) -> tuple[list[str], list[int]]:
    """COUNT's keys (a counter per limit, tagged by its identity) and arguments (each one's
    cost and window)."""
    keys = [
        f"{PREFIX}:{{{name}/{identity}}}:{item.key_for(name, identity)}"
        for name, identity, _, item in limits
    ]
    args = [value for *_, cost, item in limits for value in (cost, item.get_expiry())]
    return keys, args


def _count_limits(limits: list[Limit], refuse: bool = True) -> Callable[[], None]:
    """Count the limits in a round trip of their own; ``_settle`` the reply."""
    if not limits:
        return lambda: None
    try:
        counted = _run(limits)
    except STORE_FAULTS as error:  # what needs no Redis (the catalog) still answers
        log.warning("request %s: rate limits not counted: %s", request_ids.current(), error)
        return lambda: None
    return _settle(limits, counted, refuse)


def _settle(limits: list[Limit], counted: list[int], refuse: bool = True) -> Callable[[], None]:
    """COUNT's reply as hits for the headers; 429 (counts taken back) if one went over and
    the request may still be refused. Returns what takes the counts back."""
    hits = [
        Hit(name, identity, item, int(counted[2 * i]), int(counted[2 * i + 1]))
        for i, (name, identity, _, item) in enumerate(limits)
    ]
    g.rate_hits = [*g.get("rate_hits", []), *hits]

    def uncount() -> None:
        _run(limits, uncount=True)

    over = [hit for hit in hits if hit.over]
    if over and refuse:
        uncount()
        raise _refusal(max(over, key=lambda hit: hit.reset))
    return uncount


def _refusal(worst: Hit) -> ApiError:
    """429 for the limit that refused the request, saying whose allowance it was."""
    whose = f"of app {worst.identity!r}" if worst.scope == "app" else f"of this {worst.scope}"
    app = {"app": worst.identity} if worst.scope == "app" else {}
    return ApiError(
        429,
        "rate_limited",
        f"over the {worst.name} limit {whose} ({worst.item.amount} per "
        f"{worst.item.get_expiry()} s): retry in {worst.reset} s",
        headers={"Retry-After": str(worst.reset)},
        key=worst.name,
        scope=worst.scope,
        retry_after=worst.reset,
        limit=worst.item.amount,
        window=worst.item.get_expiry(),
        **app,
    )


def _run(limits: list[Limit], uncount: bool = False) -> list[int]:
    """Count (or take back) ``limits``: one call, or on a cluster one per identity (one
    slot each); the replies in the order of ``limits``."""
    store = deps.store()
    groups = [limits]
    if store.cluster:
        by_identity: dict[tuple[str, str], list[Limit]] = {}
        for limit in limits:
            by_identity.setdefault((limit[0], limit[1]), []).append(limit)
        groups = list(by_identity.values())
    replies: list[int] = []
    for group in groups:
        keys, args = _keys_args(group)
        if uncount:
            store.counters.uncount(keys, args)
        else:
            replies += store.counters.count(keys, args)
    return replies


def _headers(response: Response) -> Response:
    """The closest limit's headers. A submit refused before it read its match (a malformed
    body) is counted now: too late to refuse it, never left uncounted."""
    late = g.pop("rate_deferred", None)
    if late:
        _count_limits(late, refuse=False)
    hits: list[Hit] = g.get("rate_hits") or []
    if hits:
        closest = min(hits, key=lambda hit: (hit.remaining, -hit.reset))
        response.headers["RateLimit-Limit"] = str(closest.item.amount)
        response.headers["RateLimit-Remaining"] = str(closest.remaining)
        response.headers["RateLimit-Reset"] = str(closest.reset)
        response.headers["RateLimit-Policy"] = ", ".join(
            f'{hit.item.amount};w={hit.item.get_expiry()};comment="{hit.name}"' for hit in hits
        )
    return response


def register(app: Flask) -> None:
    """Count every request against its limits (``CROUPIER_RATE_LIMITS=off``: none)."""
    config: dict[str, Any] = app.config
    if config["RATE_LIMITS"] not in ("on", "off"):
        raise ValueError(f"CROUPIER_RATE_LIMITS must be on or off, not {config['RATE_LIMITS']!r}")
    for setting in SETTINGS.values():
        try:
            _items(str(config[setting]))
        except ValueError as error:
            raise ValueError(f"CROUPIER_{setting}: {error}") from error
    if config["RATE_LIMITS"] == "on":
        app.before_request(_count)
        app.after_request(_headers)
