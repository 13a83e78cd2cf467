"""What the views do, between parsing and responding: load, call the engine, commit.

Every check runs before the one write, so a refused request writes nothing.
"""

from __future__ import annotations

import hashlib
import json
import re
import secrets
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from service import dispatch, metrics, player_events, webhooks
from service.advance import (
    SPECTATOR,
    Advanced,
    Landing,
    Notify,
    advance,
    dispatch_quietly,
    write_through,
)
from service.engine import match as engine
from service.engine.errors import MatchFinished
from service.engine.match import Match
from service.engine.words import DEFAULT_LOCALE
from service.store import Idempotency, Snapshot, Store, StoredMatch, hash_token
from service.store.waits import FollowerGone

from . import app_keys, listing, lobby, players, quotas, request_ids, wording
from .errors import (
    ApiError,
    client_seed_refused,
    invalid_token,
    missing_token,
    stale_version,
    unknown_match,
)

_MATCH_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


@dataclass(frozen=True)
class Seated:
    """A loaded match and the caller's seat (None: a spectator)."""

    stored: StoredMatch
    match: Match
    seat: int | None
    locale: str = DEFAULT_LOCALE  # of the words served to the caller


# creating


@dataclass(frozen=True)
class Creator:
    """Who creates a match and under which settings: the app (None: none shown), whether it
    may choose the seed, the deployment's webhook settings, how many matches an app may
    have open or active at once (0: any number), and the address the request came from
    (with the app, the match's owner: ``dispatch.owner_key``)."""

    app: str | None = None
    client_seeds: bool = True
    hooks: webhooks.Settings = field(default_factory=webhooks.Settings)
    active_limit: int = 0
    address: str | None = None
    notify: bool = True  # tell the named players whose turn it is (``player_events``)


CREATE_CLAIM_SECONDS = 60  # a create claimed by a request that then died frees its key
CREATE_REPLAY_SECONDS = 3600  # a create's answer, tokens included, is kept this long at most


def create_once(
    store: Store, request: dict[str, Any], now: float, creator: Creator, key: str | None
) -> dict[str, Any]:
    """``create_match``, at most once per Idempotency-Key: a retry of the same request gets
    the first answer (tokens included: they are shown only in it), another request under
    the same key 422 ``idempotency_key_reused``, one racing the first 409
    ``idempotency_in_progress``. Keys are the app's own (two apps may pick the same one);
    creates without an app key share one space: use a random key. A webhook's secret and
    an invite code are kept with the answer, like the tokens."""
    if key is None:
        return create_match(store, request, now, creator)
    scoped = key if creator.app is None else f"{creator.app}\n{key}"
    digest = hashlib.sha256(scoped.encode()).hexdigest()
    fingerprint = _fingerprint(None, request)
    if not store.claim_create(digest, CREATE_CLAIM_SECONDS):
        return _created_before(store.created_under(digest), fingerprint)
    try:
        created = create_match(store, request, now, creator)
    except Exception:
        store.release_create(digest)  # a refused create keeps no claim: fix it and resend
        raise
    seconds = min(store.ttls.record, CREATE_REPLAY_SECONDS)
    record = {"fingerprint": fingerprint, "status": 201, "body": created}
    store.remember_create(digest, record, seconds)
    return created


def _created_before(record: dict[str, Any] | str | None, fingerprint: str) -> dict[str, Any]:
    if not isinstance(record, dict):  # still being made (or its claim just expired)
        message = "a create with this Idempotency-Key is still in progress: retry shortly"
        raise ApiError(409, "idempotency_in_progress", message, {"Retry-After": "1"})
    return _replay_response(record, fingerprint)


def create_match(
    store: Store, request: dict[str, Any], now: float, creator: Creator | None = None
) -> dict[str, Any]:
    """Start a match, store it with one token per human seat and its webhook, if any; the
    tokens, the webhook's secret and the invite code are shown once. A match an app created
    is indexed among its matches (``GET /v1/matches``) and counts among its active ones
    until it finishes. A match with open seats waits for them (``lobby``).

    The seed is committed to with a salt of 128 secret bits, so its hash gives nothing away;
    a seed the creator chose is allowed only where ``client_seeds`` is, and every view says
    the creator chose it (the creator can compute the deal)."""
    creator = creator or Creator()
    if "seed" in request and not creator.client_seeds:
        raise client_seed_refused()
    seed = request.get("seed", secrets.randbits(63))
    source = "creator" if "seed" in request else "server"
    seats = request["seats"]
    lobby.check_claimable(request, creator.app)
    players.check_named(listing.named_players(seats), creator.app)
    match, events = engine.start(
        request["game"],
        len(seats),
        request["options"],
        seed,
        listing.controls(seats),
        now,
        salt=secrets.token_hex(16),
        seed_source=source,
    )
    hook = _webhook_for(store, request, creator, now)
    tokens = [secrets.token_urlsafe(24) if s["type"] == "human" else None for s in seats]
    invite = lobby.new_invite() if request.get("invite") else None
    meta = _new_meta(seats, now, hook, creator, invite, request.get("rated", True))
    held = {token: seat for seat, token in enumerate(tokens) if token is not None}
    waiting = lobby.open_seats(seats)
    new = NewMatch(match, meta, [] if waiting else events, held, hook, waiting)
    match_id = _store_new(store, new, now, creator)
    metrics.MATCHES.labels("created").inc()
    return {
        "id": match_id,
        "game": match.game_id,
        "seats": [_seat_entry(i, s, tokens[i], waiting) for i, s in enumerate(seats)],
        "version": match.version,
        "status": "open" if waiting else engine.status(match),
        "options": match.options,
        "seed_hash": match.seed_hash,
        "seed_source": match.seed_source,
        **({"webhook": webhooks.created_answer(hook)} if hook else {}),
        **({"invite_code": invite.code} if invite else {}),
    }


def _new_meta(
    seats: list[dict[str, Any]],
    now: float,
    hook: webhooks.Webhook | None,
    creator: Creator,
    invite: lobby.Invite | None,
    rated: bool = True,
) -> dict[str, Any]:
    """What the store keeps of a match beside its state: seats as asked (with their
    players), when, by whom (its owner shares out its searching bots' moves with other
    owners: ``service.dispatch``), and whether it is unrated."""
    meta: dict[str, Any] = {"seats": seats, "created_at": now}
    meta["owner"] = dispatch.owner_key(creator.app, creator.address)
    if not rated:
        meta["rated"] = False
    if hook is not None:
        meta["webhook"] = True
    if creator.app is not None:
        meta["app"] = creator.app
    if invite is not None:
        meta["invite"] = invite.digest
    return meta


def _webhook_for(
    store: Store, request: dict[str, Any], creator: Creator, now: float
) -> webhooks.Webhook | None:
    """The request's webhook (its URL checked now: 422 ``webhook_url_refused``), else the
    deployment's default; ``"webhook": null`` asks for none, not even the default."""
    if "webhook" not in request:
        return creator.hooks.default()
    if request["webhook"] is None:
        return None
    signer = _signing_app(store, request["webhook"].get("signing"), creator.app, now)
    hook = webhooks.requested(request["webhook"], signer)
    check_webhook_url(hook.url, creator.hooks.allow_private)
    return hook


def check_webhook_url(url: str, allow_private: bool) -> None:
    """422 ``webhook_url_refused`` (``details.reason``) for a URL deliveries may not use."""
    try:
        webhooks.check_url(url, allow_private)
    except webhooks.Refused as refused:
        message = f"this webhook URL is refused: {refused}"
        raise ApiError(422, "webhook_url_refused", message, reason=refused.reason) from None


def _signing_app(store: Store, asked: str | None, app: str | None, now: float) -> str | None:
    """The app whose secrets sign the webhook, or None for a secret of the match's own.
    Unasked, the creating app's, once it has a secret (an app from before app secrets
    keeps per-match ones until its operator issues it one); ``"signing": "match"`` always
    the match's; ``"app"`` the app's or 422 ``webhook_signing_refused``."""
    if asked == webhooks.MATCH:
        return None
    has_secret = app is not None and bool(store.apps.signing_secrets(app, now))
    if asked == webhooks.APP and not has_secret:
        raise signing_refused(app)
    return app if has_secret else None


def signing_refused(app: str | None) -> ApiError:
    """422 ``webhook_signing_refused``: ``"signing": "app"`` with no app, or an app with no
    webhook secret (``details.reason``: ``no_app_key``, ``no_app_secret``)."""
    if app is None:
        message = '"signing": "app" needs an app key (Authorization: Bearer ck_...)'
        return ApiError(422, "webhook_signing_refused", message, reason="no_app_key")
    message = (
        f"app {app!r} has no webhook secret yet: its operator issues one "
        f"(croupier keys webhook-secret {app})"
    )
    return ApiError(422, "webhook_signing_refused", message, reason="no_app_secret")


@dataclass(frozen=True)
class NewMatch:
    """What ``create_match`` stores: the started match (dealt, not started, when seats wait
    to be claimed), its meta, opening events, seat tokens, webhook and open seats."""

    match: Match
    meta: dict[str, Any]
    events: list[dict[str, Any]]
    tokens: dict[str, int]
    hook: webhooks.Webhook | None
    open_seats: tuple[int, ...]


def _store_new(store: Store, new: NewMatch, now: float, creator: Creator) -> str:
    """Store the new match under a fresh id, among its app's active matches (refused past
    the app's limit), through ``write_through``: its first work recorded before it exists
    (so a lost reply cannot leave a bots-first match unmoved), dispatched once it does. An
    open match has no work until it starts: it is only stored."""
    app = creator.app
    for _ in range(3):  # 128 random bits: a collision is all but impossible
        match_id = secrets.token_urlsafe(16)
        if app is not None:
            app_keys.reserve_active(store, app, match_id, creator.active_limit)
        if _created(store, match_id, new, now, app, creator.notify):
            return match_id
        if app is not None:
            store.apps.release_active(app, match_id)
    raise RuntimeError("could not allocate a match id")


def _created(
    store: Store, match_id: str, new: NewMatch, now: float, app: str | None, notify: bool
) -> bool:
    """Whether ``new`` is stored under ``match_id`` (indexed among its app's matches); its
    named players whose turn it is are told (``notify``: matchmaking tells them itself, after
    their ``matched`` note)."""
    record = new.hook.fields() if new.hook else None

    def write() -> bool:
        if app is not None:  # first: an entry whose match never came is stepped over
            players.index(store, app, listing.named_players(new.meta["seats"]), match_id)
        state = new.match.to_json()
        stored = store.create(
            match_id, state, new.meta, new.events, new.tokens, record, new.open_seats
        )
        if stored and app is not None:
            store.apps.record_match(app, match_id)
        return stored

    if new.open_seats:
        return write()
    hooked = new.hook is not None
    landing = lambda stored: Landing(stored, hooked)  # noqa: E731
    named = Notify(player_events.named_at_create(app, new.meta["seats"]) if notify else None)
    return write_through(store, match_id, new.match, now, write, landing, named=named)


def reissue_token(store: Store, match_id: str, seat: int, app: str) -> dict[str, Any]:
    """A new token for a human seat of a match ``app`` created (finished or not); the seat's
    old one stops working at once."""
    loaded = seated(store.load(checked_id(match_id)), match_id, None)
    app_keys.check_owner(loaded.stored, app)
    seats, still_open = loaded.stored.meta["seats"], loaded.stored.open_seats
    if not 0 <= seat < len(seats) or listing.seat_type(seat, seats[seat], still_open) != "human":
        raise ApiError(
            422,
            "not_a_human_seat",
            f"seat {seat} is not a human seat of this match",
            seats=len(seats),
        )
    token = secrets.token_urlsafe(24)
    if not store.reissue_token(checked_id(match_id), seat, token):
        raise unknown_match(match_id)
    return {"seat": seat, "token": token}


def _seat_entry(
    seat: int, spec: dict[str, Any], token: str | None, still_open: tuple[int, ...]
) -> dict[str, Any]:
    return {**listing.seat_summary(seat, spec, still_open), "token": token}


# reading


def checked_id(match_id: str) -> str:
    """Ids are ours (url-safe base64); anything else names no match and never reaches Redis."""
    if not _MATCH_ID.fullmatch(match_id):
        raise unknown_match(match_id)
    return match_id


def seated(snapshot: Snapshot, match_id: str, token: str | None) -> Seated:
    """The match and the caller's seat; 404 for no match, 401 for a wrong token."""
    if snapshot.stored is None:
        raise unknown_match(match_id)
    if token is not None and snapshot.token_seat is None:
        raise invalid_token()
    match = Match.from_json(snapshot.stored.match)
    request_ids.note_seat(snapshot.token_seat)
    return Seated(snapshot.stored, match, snapshot.token_seat, wording.chosen())


def load(store: Store, match_id: str, token: str | None) -> Seated:
    return seated(store.load(checked_id(match_id), token=token), match_id, token)


def view_for(loaded: Seated) -> dict[str, Any]:
    """The caller's view: as frozen when the match finished, else from the rules."""
    frozen = loaded.stored.frozen
    if frozen is not None:
        return frozen["views"][SPECTATOR if loaded.seat is None else str(loaded.seat)]
    if loaded.stored.status == "open":
        return lobby.view(loaded.match, loaded.seat, loaded.stored)
    return engine.view(loaded.match, loaded.seat, loaded.locale)


def actions_for(loaded: Seated) -> dict[str, Any]:
    """Legal actions of the caller, and when there are none, why: the match is over, the
    caller is a spectator, or others hold the decisions (``awaiting`` says who)."""
    finished, waiting = loaded.stored.archived, loaded.stored.status == "open"
    awaiting = (
        []
        if finished or waiting
        else sorted(
            {d.seat for d in engine.decisions(loaded.match)}, key=lambda seat: (seat is None, seat)
        )
    )
    idle = loaded.seat is None or finished or waiting
    actions = [] if idle else engine.labelled_actions(loaded.match, loaded.seat, loaded.locale)
    listed = {
        "game": loaded.match.game_id,
        "version": loaded.match.version,
        "actions": actions,
        "awaiting": awaiting,
    }
    if not actions:
        listed["reason"] = (
            "finished"
            if finished
            else "not_started"
            if waiting
            else ("spectator" if loaded.seat is None else "not_your_decision")
        )
    return listed


def _refuse_unless_playing(loaded: Seated) -> None:
    """A finished match takes no change, and its refusal needs no rules code; nor does a
    match whose seats are still being claimed."""
    if loaded.stored.status == "open":
        raise lobby.not_started()
    if loaded.stored.archived:
        outcome = view_for(loaded)["outcome"] if loaded.stored.frozen else None
        raise MatchFinished("the match is over", outcome=outcome)


def events_for(
    store: Store,
    match_id: str,
    token: str | None,
    after: int,
    limit: int,
    wait: float = 0.0,
    follower: Any = None,
) -> dict[str, Any]:
    """A page of events after the cursor (an event id), redacted for the caller; one more
    is read to tell whether more follow. With ``wait`` (seconds), an empty page of a running
    match waits that long at most for an event after the cursor (a long poll), or until the
    ``follower`` socket hangs up."""
    loaded, page = read_events(store, match_id, token, after, limit)
    if wait > 0 and not page["events"] and not loaded.stored.archived:
        try:
            came = store.wait_for_event(match_id, after, wait, follower)
        except FollowerGone:
            return page  # nobody reads it
        if came:
            loaded, page = read_events(store, match_id, token, after, limit)
    return page


def read_events(
    store: Store, match_id: str, token: str | None, after: int, limit: int
) -> tuple[Seated, dict[str, Any]]:
    snapshot = store.load(
        checked_id(match_id), token=token, events_after=after, events_limit=limit + 1
    )
    loaded = seated(snapshot, match_id, token)
    return loaded, page_of_events(loaded, snapshot, after, limit)


def page_of_events(loaded: Seated, snapshot: Snapshot, after: int, limit: int) -> dict[str, Any]:
    """The page of ``snapshot`` (read with ``limit + 1`` events after ``after``) that the
    caller may see: from the stream, or from the archive of a finished match."""
    if loaded.stored.archived:
        every = loaded.stored.events
        every = replayed_events(loaded.stored) if every is None else every
        found = [e for e in every if e["id"] > after][: limit + 1]
    else:
        found = snapshot.events
    told = [engine.told_event(loaded.match, e, loaded.seat, loaded.locale) for e in found[:limit]]
    cursor = told[-1]["id"] if told else after
    listed = {"events": told, "next_after": cursor, "has_more": len(found) > limit}
    return {"game": loaded.match.game_id, **listed}


def _refuse_unless_finished(loaded: Seated, done: str) -> None:
    """Only a finished match is exported or replayed: until its end, its seed (and with it
    every hidden card) is secret."""
    if not loaded.stored.archived:
        message = f"only a finished match is {done}: its seed is secret until the end"
        raise ApiError(409, "match_not_finished", message)


def export(loaded: Seated) -> dict[str, Any]:
    """What replays a finished match exactly; refused while it runs (its seed is secret)."""
    _refuse_unless_finished(loaded, "exported")
    data, meta = loaded.stored.match, loaded.stored.meta
    return {
        "game": data["game"],
        "seats": data["seats"],
        "options": data["options"],
        "seed": data["seed"],
        "salt": data.get("salt", ""),
        "seed_source": data.get("seed_source", "server"),
        "control": listing.controls(meta["seats"]),
        "created_at": started_at(meta),
        "log": loaded.stored.log,
    }


def started_at(meta: dict[str, Any]) -> float:
    """The ``now`` the match started at: its creation, or when its open seats were taken."""
    return float(meta.get("started_at", meta.get("created_at", 0.0)))


def replayed_events(stored: StoredMatch) -> list[dict[str, Any]]:
    """Every event of an archive older than kept events, rebuilt from its action log."""
    return [event for _, events in replayed(stored) for event in events]


def replayed(stored: StoredMatch) -> Iterator[tuple[Match, list[dict[str, Any]]]]:
    """An archived match rebuilt from its action log by the engine, one version at a time:
    the match as started (version 0) and its setup events, then the match after each log
    entry and that entry's events. Once the last entry is applied, the rebuilt state must
    be the archived one (a RuntimeError otherwise): consume it to the end."""
    data = stored.match
    meta = stored.meta
    control = listing.controls(meta["seats"])
    match, events = engine.start(
        data["game"],
        data["seats"],
        data["options"],
        data["seed"],
        control,
        started_at(meta),
        data.get("salt", ""),
        data.get("seed_source", "server"),
    )
    yield match, events
    for entry in stored.log or []:
        match, events = engine.apply_entry(match, entry)
        yield match, events
    if match.to_json() != data:
        raise RuntimeError("the replay of an archived match diverged from its final state")


def replay(loaded: Seated, seat: int | None) -> dict[str, Any]:
    """A finished match step by step as ``seat`` (None: a spectator) saw it: one frame per
    version, 0 (the match as started) to the last, each with the view ``GET
    /v1/matches/{id}`` gave that seat at that version and the events that led to it, as
    ``GET .../events`` gives them to that seat.

    Refused while the match runs (its seed and hidden cards are secret until the end), and
    for a seat the match does not have. The views are rebuilt by the engine from the
    archive's log, but the last one, frozen when the match finished, which GET answers;
    the events are the archive's own where it keeps them (as GET .../events serves them),
    else rebuilt too."""
    _refuse_unless_finished(loaded, "replayed")
    seats = loaded.match.seats
    if seat is not None and not 0 <= seat < seats:
        reason = f"Must be between 0 and {seats - 1}: the match has {seats} seats."
        raise ApiError(
            422,
            "invalid_request",
            "the request is invalid: see details.fields",
            fields={"query": {"seat": [reason]}},
        )
    stored = loaded.stored
    kept: dict[int, list[dict[str, Any]]] | None = None
    if stored.events is not None:
        kept = {}
        for event in stored.events:
            kept.setdefault(event["version"], []).append(event)
    frames = []
    for match, events in replayed(stored):
        shown = events if kept is None else kept.get(match.version, [])
        told = [engine.told_event(match, event, seat, loaded.locale) for event in shown]
        view = engine.view(match, seat, loaded.locale)
        frames.append({"version": match.version, "view": view, "events": told})
    if stored.frozen is not None:
        frames[-1]["view"] = stored.frozen["views"][SPECTATOR if seat is None else str(seat)]
    return {"game": loaded.match.game_id, "seat": seat, "seats": seats, "frames": frames}


# acting


@dataclass(frozen=True)
class Submission:
    """One parsed POST to a match's actions."""

    match_id: str
    token: str | None
    body: dict[str, Any]
    versions: set[int] | None  # from If-Match; None accepts any
    idempotency_key: str | None


def _seat_scoped(token: str, key: str | None) -> str | None:
    """Idempotency keys belong to the seat that sent them: two seats may pick the same one."""
    return None if key is None else f"{hash_token(token)[:16]}:{key}"


CAS_ATTEMPTS = 10  # commits tried for a request without If-Match before it gives up


def submit(store: Store, sub: Submission, now: float) -> dict[str, Any]:
    """Apply one action for the caller's seat and commit it, or refuse without writing.

    With If-Match, a version that moved on is refused (``stale_version``). Without it (or
    with ``*``), a commit that lost the race to another seat's (every seat's ``ready``, every
    window answered at once) is tried again on the new version, as long as the action is
    still legal there: the client asked for the action, not for a version."""
    if sub.token is None:
        raise missing_token()
    sub = replace(
        sub,
        match_id=checked_id(sub.match_id),
        idempotency_key=_seat_scoped(sub.token, sub.idempotency_key),
    )
    for _ in range(CAS_ATTEMPTS):
        done = _attempt(store, sub, now)
        if isinstance(done, dict):
            return done
        if done.result.status != "conflict" or sub.versions is not None:
            break
    raise _not_committed(done, sub.match_id)


def _attempt(store: Store, sub: Submission, now: float) -> dict[str, Any] | Advanced:
    """One read and one commit: a response to return as it is, or what the commit did."""
    snapshot = store.load(
        sub.match_id,
        token=sub.token,
        idempotency_key=sub.idempotency_key,
        piggyback=quotas.piggyback(),
    )
    quotas.settle(snapshot.counted)
    loaded = seated(snapshot, sub.match_id, sub.token)
    fingerprint = _fingerprint(loaded.seat, sub.body)
    if snapshot.idempotency is not None:  # a retry, maybe after a lost reply: dispatch again
        hooked = bool(loaded.stored.meta.get("webhook"))
        dispatch_quietly(store, sub.match_id, loaded.match, now, webhook=hooked)
        return _replay_response(snapshot.idempotency, fingerprint)
    entry = _checked_entry(loaded, sub, now)

    def keep(advanced: Match, events: list[dict[str, Any]]) -> Idempotency | None:
        if sub.idempotency_key is None:
            return None
        body = _response(advanced, events, loaded)
        record = {"fingerprint": fingerprint, "status": 200, "body": body}
        return Idempotency(sub.idempotency_key, record)

    named = player_events.named(loaded.stored)
    done = advance(store, sub.match_id, loaded.match, entry, keep, named=named)
    if done.result.status == "duplicate":
        return _replay_response(done.result.record or {}, fingerprint)
    if done.result.ok and done.kept is not None:  # the body kept is the response
        return done.kept.record["body"]
    if done.result.ok:
        return _response(done.match, done.events, loaded)
    return done


def dry_run(store: Store, sub: Submission, now: float) -> dict[str, Any]:
    """What ``submit`` would answer for ``sub`` now (its refusal raises the same error),
    with nothing written: no commit, no idempotency record, no dispatch."""
    if sub.token is None:
        raise missing_token()
    match_id = checked_id(sub.match_id)
    snapshot = store.load(match_id, token=sub.token, piggyback=quotas.piggyback())
    quotas.settle(snapshot.counted)
    loaded = seated(snapshot, match_id, sub.token)
    advanced, events = engine.apply_entry(loaded.match, _checked_entry(loaded, sub, now))
    return {**_response(advanced, events, loaded), "dry_run": True}


def _checked_entry(loaded: Seated, sub: Submission, now: float) -> dict[str, Any]:
    """The log entry ``sub`` asks for, after the checks a submit and a dry run share."""
    if sub.versions is not None and loaded.match.version not in sub.versions:
        raise stale_version(loaded.match.version)
    _refuse_unless_playing(loaded)
    seat = loaded.seat
    return {"seat": seat, "action": _chosen_action(loaded.match, seat, sub.body), "now": now}


def _response(match: Match, events: list[dict[str, Any]], loaded: Seated) -> dict[str, Any]:
    """What a submit answers the caller: the events it may know, told, and its view."""
    seat, locale = loaded.seat, loaded.locale
    return {
        "game": match.game_id,
        "version": match.version,
        "events": [engine.told_event(match, event, seat, locale) for event in events],
        "view": engine.view(match, seat, locale),
    }


def _not_committed(done: Advanced, match_id: str) -> ApiError:
    """The refusal for a commit that did not land: the match moved on, or is gone."""
    if done.result.status == "missing":
        return unknown_match(match_id)
    if done.result.status == "not_started":
        return lobby.not_started()
    return stale_version(done.result.current_version or 0)


# seat control


def set_control(
    store: Store, match_id: str, token: str | None, strategy: str | None, now: float
) -> dict[str, Any]:
    """Hand the caller's seat to a bot (``strategy``) or take it back (None)."""
    done, seat = _change_seat(store, match_id, token, {"control": strategy}, now)
    return _control_response(done.match, seat, strategy)


def set_settings(
    store: Store, match_id: str, token: str | None, wanted: dict[str, Any], now: float
) -> dict[str, Any]:
    """Change some of the caller's seat settings; the others keep theirs."""
    done, seat = _change_seat(store, match_id, token, {"settings": wanted}, now)
    settings = engine.seat_settings(done.match, seat)
    return {"version": done.match.version, "seat": seat, "settings": settings}


def _change_seat(
    store: Store, match_id: str, token: str | None, change: dict[str, Any], now: float
) -> tuple[Advanced, int]:
    """Commit ``change`` of the caller's seat on the match as it is. These requests carry
    no version, so a commit that lost the race to another (a bot's move) is tried again on
    the new version, as a submit without If-Match is: the client asked for the change, not
    for a version."""
    if token is None:
        raise missing_token()
    for _ in range(CAS_ATTEMPTS):
        loaded = load(store, match_id, token)
        seat = loaded.seat
        assert seat is not None
        _refuse_unless_playing(loaded)
        entry = {"seat": seat, **change, "now": now}
        named = player_events.named(loaded.stored)
        done = advance(store, match_id, loaded.match, entry, named=named)
        if done.result.ok:
            return done, seat
        if done.result.status != "conflict":
            break
    raise _not_committed(done, match_id)


def _control_response(match: Match, seat: int, strategy: str | None) -> dict[str, Any]:
    control = "human" if strategy is None else "bot"
    return {"version": match.version, "seat": seat, "control": control, "strategy": strategy}


def _chosen_action(match: Match, seat: int | None, body: dict[str, Any]) -> dict[str, Any]:
    """The action to apply, without its ``id``: found by id, or as given."""
    if "action_id" in body:
        return engine.find_action(match, seat, body["action_id"])
    return engine.without_id(body["action"])


def _fingerprint(seat: int | None, body: dict[str, Any]) -> str:
    canonical = json.dumps({"seat": seat, "body": body}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()


def _replay_response(record: dict[str, Any], fingerprint: str) -> dict[str, Any]:
    """The first response under this Idempotency-Key, if this is the same request."""
    if record.get("fingerprint") != fingerprint:
        message = "this Idempotency-Key was used for a different request"
        raise ApiError(422, "idempotency_key_reused", message)
    return record["body"]
