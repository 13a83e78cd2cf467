"""What the views do, between parsing and responding: load, call the engine, commit.

Every check runs before the one write, so a refused request writes nothing.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import secrets
from dataclasses import dataclass, replace
from typing import Any

import redis

from service import dispatch
from service.engine import match as engine
from service.engine.match import Match
from service.engine.rng import seed_hash
from service.store import Idempotency, Snapshot, Store, StoredMatch, hash_token

from .errors import ApiError, invalid_token, missing_token, stale_version, unknown_match

log = logging.getLogger(__name__)
_MATCH_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


@dataclass(frozen=True)
class Seated:
    """A loaded match and the caller's seat (None: a spectator)."""

    stored: StoredMatch
    match: Match
    seat: int | None


# creating


def create_match(store: Store, request: dict[str, Any], now: float) -> dict[str, Any]:
    """Start a match, store it with one token per human seat; the tokens are shown once."""
    seed = request.get("seed", secrets.randbits(63))
    seats = request["seats"]
    control = [s.get("strategy", "random") if s["type"] == "bot" else None for s in seats]
    match, events = engine.start(
        request["game"], len(seats), request["options"], seed, control, now
    )
    tokens = [secrets.token_urlsafe(24) if s["type"] == "human" else None for s in seats]
    meta = {"seats": seats, "created_at": now}
    held = {token: seat for seat, token in enumerate(tokens) if token is not None}
    match_id = _store_new(store, match.to_json(), meta, events, held)
    _dispatch(store, match_id, match, now)
    return {
        "id": match_id,
        "game": match.game_id,
        "seats": [_seat_entry(i, s, tokens[i]) for i, s in enumerate(seats)],
        "version": match.version,
        "status": engine.status(match),
        "options": match.options,
        "seed_hash": seed_hash(match.seed),
    }


def _dispatch(
    store: Store, match_id: str, match: Match, now: float, previous: Match | None = None
) -> None:
    """Queue what the committed state asks for. The commit stands whatever happens here, so
    a failure is logged, not answered: the caller's action did happen."""
    try:
        dispatch.dispatch(store.redis, match_id, match, now, previous=previous)
    except redis.RedisError as error:
        log.error("dispatch failed for match %s at version %s: %s", match_id, match.version, error)


def _store_new(store: Store, match: dict, meta: dict, events: list, tokens: dict) -> str:
    for _ in range(3):  # 128 random bits: a collision is all but impossible
        match_id = secrets.token_urlsafe(16)
        if store.create(match_id, match, meta, events, tokens):
            return match_id
    raise RuntimeError("could not allocate a match id")


def _seat_entry(seat: int, spec: dict[str, Any], token: str | None) -> dict[str, Any]:
    entry = {"seat": seat, "type": spec["type"], "token": token}
    if spec["type"] == "bot":
        entry["strategy"] = spec.get("strategy", "random")
    return entry


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
    return Seated(snapshot.stored, match, snapshot.token_seat)


def load(store: Store, match_id: str, token: str | None) -> Seated:
    return seated(store.load(checked_id(match_id), token=token), match_id, token)


def actions_for(loaded: Seated) -> dict[str, Any]:
    """Legal actions of the caller; a spectator holds no decision."""
    actions = [] if loaded.seat is None else engine.legal_actions(loaded.match, loaded.seat)
    return {"version": loaded.match.version, "actions": actions}


def events_for(
    store: Store, match_id: str, token: str | None, after: int, limit: int
) -> dict[str, Any]:
    """A page of events after the cursor, redacted for the caller."""
    snapshot = store.load(checked_id(match_id), token=token, events_after=after, events_limit=limit)
    loaded = seated(snapshot, match_id, token)
    if loaded.stored.archived:
        found = [e for e in replayed_events(loaded.stored) if e["id"] > after][:limit]
    else:
        found = snapshot.events
    page = [engine.redact_event(event, loaded.seat) for event in found]
    return {"events": page, "next_after": page[-1]["id"] if page else after}


def replayed_events(stored: StoredMatch) -> list[dict[str, Any]]:
    """Every event of an archived match, rebuilt from its action log."""
    data = stored.match
    meta = stored.meta
    control = [s.get("strategy", "random") if s["type"] == "bot" else None for s in meta["seats"]]
    match, events = engine.replay(
        data["game"],
        data["seats"],
        data["options"],
        data["seed"],
        stored.log,
        control,
        meta.get("created_at", 0.0),
    )
    if match.to_json() != data:
        raise RuntimeError("the replay of an archived match diverged from its final state")
    return events


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


def submit(store: Store, sub: Submission, now: float) -> dict[str, Any]:
    """Apply one action for the caller's seat and commit it, or refuse without writing."""
    if sub.token is None:
        raise missing_token()
    match_id = checked_id(sub.match_id)
    sub = replace(sub, idempotency_key=_seat_scoped(sub.token, sub.idempotency_key))
    snapshot = store.load(match_id, token=sub.token, idempotency_key=sub.idempotency_key)
    loaded = seated(snapshot, sub.match_id, sub.token)
    fingerprint = _fingerprint(loaded.seat, sub.body)
    if snapshot.idempotency is not None:
        return _replay_response(snapshot.idempotency, fingerprint)
    if sub.versions is not None and loaded.match.version not in sub.versions:
        raise stale_version(loaded.match.version)
    return _apply_and_commit(store, sub, loaded, fingerprint, now)


def _apply_and_commit(
    store: Store, sub: Submission, loaded: Seated, fingerprint: str, now: float
) -> dict[str, Any]:
    seat, match = loaded.seat, loaded.match
    action = _chosen_action(match, seat, sub.body)
    advanced, events = engine.submit(match, seat, action, now)
    response = {
        "version": advanced.version,
        "events": [engine.redact_event(event, seat) for event in events],
        "view": engine.view(advanced, seat),
    }
    record = {"fingerprint": fingerprint, "status": 200, "body": response}
    result = store.commit(
        sub.match_id,
        match.version,
        advanced.to_json(),
        events,
        {"seat": seat, "action": action, "now": now},
        finished=engine.is_finished(advanced),
        idempotency=Idempotency(sub.idempotency_key, record) if sub.idempotency_key else None,
    )
    if result.status == "duplicate":
        return _replay_response(result.record or {}, fingerprint)
    if result.status == "conflict":
        raise stale_version(result.current_version or 0)
    if result.status == "missing":
        raise unknown_match(sub.match_id)
    _dispatch(store, sub.match_id, advanced, now, previous=match)
    return response


# seat control


def set_control(
    store: Store, match_id: str, token: str | None, strategy: str | None, now: float
) -> dict[str, Any]:
    """Hand the caller's seat to a bot (``strategy``) or take it back (None)."""
    if token is None:
        raise missing_token()
    loaded = load(store, match_id, token)
    seat, match = loaded.seat, loaded.match
    assert seat is not None
    advanced, events = engine.set_control(match, seat, strategy, now)
    if advanced is match:
        return _control_response(match, seat, strategy)
    entry = {"seat": seat, "control": strategy, "now": now}
    finished = engine.is_finished(advanced)
    result = store.commit(match_id, match.version, advanced.to_json(), events, entry,
                          finished=finished)  # fmt: skip
    if result.status == "conflict":
        raise stale_version(result.current_version or 0)
    if result.status == "missing":
        raise unknown_match(match_id)
    _dispatch(store, match_id, advanced, now, previous=match)
    return _control_response(advanced, seat, strategy)


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
