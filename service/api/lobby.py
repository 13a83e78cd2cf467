"""Open seats: a match created with seats its players claim later, so that an app can hand
out invites instead of holding every token.

A seat ``{"type": "open"}`` gets no token at creation. The app that created the match claims
it with its key (``POST /v1/matches/{id}/claims``), or, where the create asked for
``"invite": true``, anyone showing the match's invite code does; the claim answers the seat's
token, shown once. While a seat is open the match is ``open``: it is dealt (the seed is
committed to at creation) but nobody acts, its views show the table as a spectator sees it,
and its event stream stays empty. The claim that takes the last open seat starts it, in the
same atomic step; or the app starts it when it chooses (``POST /v1/matches/{id}/start``),
bots of the strategy it names taking the seats still open. Either way the match starts with
its clocks at that moment, and its opening events reach the stream then, so that followers
of a lobby see the match begin.
"""

from __future__ import annotations

import hmac
import json
import secrets
import uuid
from dataclasses import dataclass
from functools import partial
from typing import Any

from service import metrics, player_events
from service.advance import Landing, Notify, write_through
from service.engine import match as engine
from service.engine.match import Match
from service.store import Claim, ClaimResult, Start, Store, StoredMatch, apps

from . import app_keys, listing, players, quotas
from .errors import ApiError, unknown_match

INVITE_CLAIMANT = "invite"  # every holder of a match's invite code claims as this one
INVITE_PREFIX = "ci_"  # an invite code, told from app keys (ck_) and seat tokens at a glance
START_ATTEMPTS = 10  # each retry of a start follows a claim, a seat fewer open: 6 at most


@dataclass(frozen=True)
class Invite:
    code: str  # shown once, in the create's answer
    digest: str  # kept in the match's meta


def new_invite() -> Invite:
    code = INVITE_PREFIX + secrets.token_urlsafe(18)
    return Invite(code, apps.digest(code))


def open_seats(seats: list[dict[str, Any]]) -> tuple[int, ...]:
    """The seats of a create request that wait for a player to claim them."""
    return tuple(n for n, seat in enumerate(seats) if seat["type"] == "open")


def check_claimable(request: dict[str, Any], app: str | None) -> None:
    """Open seats need someone who may claim them: the app that makes the match, or the
    holders of its invite code; an invite needs an open seat to claim."""
    has_open = bool(open_seats(request["seats"]))
    if has_open and app is None and not request.get("invite"):
        raise ApiError(
            422,
            "unclaimable_seats",
            "open seats need an app key (the app claims "
            'them) or "invite": true (anyone with the invite code does)',
        )
    if request.get("invite") and not has_open:
        raise ApiError(422, "unclaimable_seats", 'an invite needs an open seat ("type": "open")')


def view(match: Match, seat: int | None, stored: StoredMatch) -> dict[str, Any]:
    """An open match as anyone sees it: the table a spectator sees, no decisions yet."""
    shown = engine.view(match, None)
    return {
        **shown,
        "seat": seat,
        "status": "open",
        "decisions": [],
        "open_seats": list(stored.open_seats),
    }


def not_started() -> ApiError:
    return ApiError(
        409,
        "match_not_started",
        "the match starts when every open seat is "
        "claimed (or its app starts it): nothing can be played before",
    )


def match_started() -> ApiError:
    return ApiError(409, "match_started", "this match has started: it has no open seat")


# claiming


def claim(
    store: Store,
    match_id: str,
    body: dict[str, Any],
    now: float,
    idempotency_key: str | None = None,
) -> dict[str, Any]:
    """Claim an open seat for the app that made the match or for an invite's holder; the
    answer holds the seat's token, shown once. The last claim starts the match."""
    stored = _stored(store, match_id)
    claimant = _claimant(stored, body.get("invite_code"))
    fingerprint = _fingerprint(claimant, body)
    key = _claim_key(claimant, idempotency_key)
    record = None if key is None else store.claimed_under(match_id, key)
    if record is not None:  # a retry, maybe after a lost answer (the match may have started)
        return _claimed_before(store, match_id, record, fingerprint)
    _check_claim(stored, body.get("seat"))
    player = _claiming_player(store, match_id, stored, claimant, body.get("player"))
    token = secrets.token_urlsafe(24)
    start, started = starting(stored, now)
    head = json.dumps({"fingerprint": fingerprint, "token": token})[:-1] + ', "seat": '
    seat = Claim(body.get("seat"), token, start, key, head, player)
    hooked = _hooked(stored)
    write = partial(store.claim_seat, match_id, seat)
    landing = partial(_landing, "started", hooked)
    named = Notify(_named_when_started(stored, player))
    found = write_through(store, match_id, started, now, write, landing, named=named)
    return _claimed(store, match_id, found, token, fingerprint)


def _claiming_player(
    store: Store, match_id: str, stored: StoredMatch, claimant: str, player: str | None
) -> str | None:
    """The player the claim names, checked (only the app names its players; one seat each)
    and indexed among the player's matches before the claim seats them."""
    if player is None:
        return None
    players.check_named([player], None if claimant == INVITE_CLAIMANT else stored.meta["app"])
    if player in stored.players.values():
        raise players.duplicate_player(player)
    players.index(store, stored.meta["app"], [player], match_id)
    return player


def _claim_key(claimant: str, idempotency_key: str | None) -> str | None:
    """Where a claim's answer waits for its retries: under a digest of who claims and their
    key (the key is a secret: it is never kept as sent). An invite's holders all show the
    same code, so for them the key is the one secret telling one claimer from another: it
    must be a random UUID, or a second holder sending the same key would be answered the
    first one's token."""
    if idempotency_key is None:
        return None
    if claimant == INVITE_CLAIMANT and not _random_uuid(idempotency_key):
        raise ApiError(
            422,
            "idempotency_key_not_uuid4",
            "an invite claim's Idempotency-Key "
            "answers its token to whoever sends it again: send a random UUID "
            "(version 4), never a key another holder could send",
        )
    return "claim:" + apps.digest(f"{claimant}\n{idempotency_key}")


def _random_uuid(key: str) -> bool:
    """A version 4 (random) UUID: 122 random bits, in any of the forms ``uuid.UUID`` reads."""
    try:
        return uuid.UUID(key).version == 4
    except ValueError:
        return False


def _stored(store: Store, match_id: str) -> StoredMatch:
    """The match (its id checked by the caller: ``play.checked_id``)."""
    stored = store.load(match_id).stored
    if stored is None:
        raise unknown_match(match_id)
    return stored


def _claimant(stored: StoredMatch, invite_code: str | None) -> str:
    """Who claims: ``invite`` for a holder of the match's invite code, else the app, which
    must be the one that made the match."""
    if invite_code is not None:
        kept = stored.meta.get("invite")
        if kept is None or not hmac.compare_digest(kept, apps.digest(invite_code)):
            raise ApiError(
                403,
                "invalid_invite",
                "this is not the match's invite code (or the match takes no invites)",
            )
        return INVITE_CLAIMANT
    app = app_keys.requesting_app(required=True)
    assert app is not None
    app_keys.check_owner(stored, app)
    return f"app:{app}"


def _check_claim(stored: StoredMatch, seat: int | None) -> None:
    """Refusals the stored match already tells: started, or a seat that is not an open one."""
    if stored.status != "open":
        raise match_started()
    seats = stored.meta["seats"]
    if seat is not None and not (0 <= seat < len(seats) and seats[seat]["type"] == "open"):
        raise ApiError(
            422,
            "not_an_open_seat",
            f"seat {seat} was not created open",
            open_seats=list(stored.open_seats),
        )


def _claimed(
    store: Store, match_id: str, found: ClaimResult, token: str, fingerprint: str
) -> dict[str, Any]:
    if found.status == "duplicate":
        return _claimed_before(store, match_id, found.record or {}, fingerprint)
    if found.status == "missing":
        raise unknown_match(match_id)
    if found.status == "not_open":
        raise match_started()
    if found.status == "taken":
        raise ApiError(
            409,
            "seat_taken",
            "another player claimed this seat first",
            open_seats=list(found.open_seats),
        )
    status = "active" if found.status == "started" else "open"
    return {
        "seat": found.seat,
        "token": token,
        "status": status,
        "open_seats": list(found.open_seats),
    }


def _claimed_before(
    store: Store, match_id: str, record: dict[str, Any], fingerprint: str
) -> dict[str, Any]:
    """The first answer under this claim's Idempotency-Key, as the match stands now."""
    if record.get("fingerprint") != fingerprint:
        message = "this Idempotency-Key was used for a different request"
        raise ApiError(422, "idempotency_key_reused", message)
    stored = _stored(store, match_id)
    return {
        "seat": record["seat"],
        "token": record["token"],
        "status": stored.status,
        "open_seats": list(stored.open_seats),
    }


def _fingerprint(claimant: str, body: dict[str, Any]) -> str:
    canonical = json.dumps({"claimant": claimant, "body": body}, sort_keys=True)
    return apps.digest(canonical)


# calling off


def cancel(store: Store, match_id: str, app: str) -> None:
    """The app calls off its open match: the match and its claimed seats' tokens are gone,
    and it no longer counts among the app's active matches. A started match is kept."""
    stored = _stored(store, match_id)
    app_keys.check_owner(stored, app)
    found = store.cancel_open(match_id)
    if found == "missing":
        raise unknown_match(match_id)
    if found != "cancelled":
        raise match_started()
    store.apps.release_active(app, match_id)
    store.apps.forget_match(app, match_id)
    metrics.MATCHES.labels("cancelled").inc()


# starting


def start_now(store: Store, match_id: str, app: str, strategy: str, now: float) -> dict[str, Any]:
    """The app starts its open match now, bots of ``strategy`` in the seats still open;
    a claim landing meanwhile is seen, and the start computed again."""
    for _ in range(START_ATTEMPTS):
        stored = _stored(store, match_id)
        app_keys.check_owner(stored, app)
        if stored.status != "open":
            raise match_started()
        start, started = starting(stored, now, strategy)
        refund = quotas.charge_bot_seats(len(stored.open_seats), strategy)
        found = _start(store, match_id, stored, start, started, now)
        if found == "started":
            return listing.summary(match_id, _stored(store, match_id))
        refund()
        if found == "missing":
            raise unknown_match(match_id)
        if found == "not_open":
            raise match_started()
    raise match_started()


def starting(stored: StoredMatch, now: float, fill: str | None = None) -> tuple[Start, Match]:
    """What the open match becomes when it starts at ``now``: its claimed seats humans',
    the others (with ``fill``) bots of that strategy. The same seed, salt and options as at
    creation: the same deal, with its clocks started now."""
    data, meta = stored.match, stored.meta
    seats = [_final_seat(n, spec, stored.open_seats, fill) for n, spec in enumerate(meta["seats"])]
    control = listing.controls(seats)
    match, events = engine.start(
        data["game"],
        data["seats"],
        data["options"],
        data["seed"],
        control,
        now,
        salt=data.get("salt", ""),
        seed_source=data.get("seed_source", "server"),
    )
    started = Start(match.to_json(), {**meta, "seats": seats, "started_at": now}, events)
    return started, match


def _final_seat(
    seat: int, spec: dict[str, Any], still_open: tuple[int, ...], fill: str | None
) -> dict[str, Any]:
    if spec["type"] != "open":
        return spec
    if seat in still_open and fill is not None:
        return {"type": "bot", "strategy": fill}
    return {"type": "human"}


def _start(
    store: Store, match_id: str, stored: StoredMatch, start: Start, started: Match, now: float
) -> str:
    """Start the open match as ``start`` (``started``) if its open seats are still those
    ``stored`` saw: the store's answer (``Store.start_open``)."""
    write = partial(store.start_open, match_id, stored.open_seats, start)
    landing = partial(_landing, "started", _hooked(stored))
    named = Notify(player_events.named(stored))
    return write_through(store, match_id, started, now, write, landing, named=named)


def _named_when_started(stored: StoredMatch, player: str | None) -> player_events.Named | None:
    """The players the match names if this claim, of ``player``, takes its last open seat
    (told of their turn only if it starts the match: an open match has no decision)."""
    named = player_events.named(stored)
    if player is None or len(stored.open_seats) != 1 or stored.meta.get("app") is None:
        return named
    players = {**(named.players if named else {}), stored.open_seats[0]: player}
    return player_events.Named(stored.meta["app"], players)


def _landing(started: str, hooked: bool, found: ClaimResult | str) -> Landing:
    """Whether a claim or a start (the store's answer ``found``) started the match."""
    status = found if isinstance(found, str) else found.status
    return Landing(status == started, hooked)


def _hooked(stored: StoredMatch) -> bool:
    """Whether the match has a webhook to send its events to."""
    return bool(stored.meta.get("webhook"))
