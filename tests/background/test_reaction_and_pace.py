"""Issue 37 through real ``croupier worker`` processes, a human at Seat 0 over HTTP:

- "A person shut out of the rulebook's reactions": the bystander's Kamikaze Kevin lands
  against bots (Bad Trevor, RULINGS R41: "Anyone can jump in and use Kamikaze Kevin at any
  point in the game"), since no bot acts while a human holds a window, until the human
  answered or ``reaction_seconds`` ran; and the bots wait no longer than that.
- "A pace a person can follow": each bot's move comes no sooner than ``bot_pace_ms`` after
  the move before it (1 s by default with a human seat), waited for by a scheduled job (no
  worker held), also across a worker's SIGKILL and restart; an all-bot match is not paced.

Only lower bounds on times (a busy machine makes things later, never sooner); waits give up
after generous limits."""

from __future__ import annotations

import random
import signal
import time
from collections.abc import Callable
from typing import Any

from flask.testing import FlaskClient
from rq.registry import ScheduledJobRegistry

from service import dispatch
from service.store import Store

from . import matches_over_http as http
from .conftest import kill_group, match_version, wait_for

GAME = "bad-trevor"
HUMAN = {"type": "human"}
WAIT = 180.0
POLL = 0.05  # seconds between looks at the match while seat 0 has nothing to do


def _held(client: FlaskClient, match_id: str, token: str) -> dict[str, Any] | None:
    """Seat 0's open decision with the view it is in, or None (the match over, or over for
    seat 0, out of the game: {})."""
    seen = http.view(client, match_id, token)
    if seen["status"] == "finished" or 0 not in seen["table"]["active"]:
        return {}
    mine = [d for d in seen["decisions"] if d["seat"] == 0]
    return {"view": seen, "decision": mine[0]} if mine else None


def _play_seat_0(
    client: FlaskClient, match_id: str, token: str, choose: Callable[[dict, list], dict | None]
) -> dict[str, Any] | None:
    """Wait for seat 0 to hold a decision, then play what ``choose`` picks from its listed
    actions (None: leave it, and return what it holds). Returns None once the match is over."""
    held = wait_for(lambda: _held(client, match_id, token), timeout=WAIT)
    if not held:
        return None
    offer = http.listed(client, match_id, token)
    choice = choose(held["decision"], offer["actions"]) if offer["actions"] else None
    if choice is None:
        return held
    response = http.post(client, match_id, token, choice["id"], offer["version"])
    if response.status_code == 409:  # a bot committed in between: list again
        assert response.json["code"] in ("stale_version", "system_pending"), response.json
        return held
    assert response.status_code == 200, response.json
    return {**held, "answer": response.json}


def _passing(policy: random.Random) -> Callable[[dict, list], dict]:
    """Seat 0 lets every window go by and plays its turns at random."""

    def choose(decision: dict, actions: list) -> dict:
        passes = [a for a in actions if a["type"] == "pass"]
        return passes[0] if decision["kind"] == "window" and passes else policy.choice(actions)

    return choose


def _bystanders_window(decision: dict) -> bool:
    return decision["kind"] == "window" and decision["prompt"] == "kevin"


def test_r41_the_bystanders_kevin_lands_against_bots(client, workers):
    """The done-when of issue 37: Seat 0 (human) holds the Kevin window on an attack between
    two bots; the defender bot does not pick before Seat 0 answered, so its slam lands."""
    workers()
    bots = [http.bot("heuristic")] * 3
    created = http.create(client, GAME, [HUMAN, *bots], 5, reaction_seconds=60, bot_pace_ms=0)
    match_id, token = created["id"], created["seats"][0]["token"]
    policy = random.Random(5)

    def slam_or_play(decision: dict, actions: list) -> dict:
        slams = [a for a in actions if a["type"] == "kevin"]
        if _bystanders_window(decision) and slams:
            return slams[0]
        plays = [a for a in actions if a["type"] != "kevin"]
        return policy.choice(plays or actions)

    for _ in range(http.MAX_STEPS):
        played = _play_seat_0(client, match_id, token, slam_or_play)
        assert played is not None, "the match ended before a Kevin window opened to Seat 0"
        if "answer" in played and _bystanders_window(played["decision"]):
            break
    landed = http.of_type(played["answer"]["events"], "kevin")
    assert [event["seat"] for event in landed] == [0], played["answer"]["events"]
    attack = played["view"]["table"]["attack"]
    assert 0 not in (attack["seat"], attack["defender"])  # a bystander's slam
    assert played["decision"]["reaction_deadline"] is not None  # the time left, shown to it


def test_r41_the_bots_wait_for_a_silent_human_only_as_long_as_the_reaction_time(
    client, workers, store
):
    """Seat 0 holds a Kevin window and never answers it: the bots act once
    ``reaction_seconds`` ran since it opened (its ``reaction_deadline``), never before; with
    ``window_seconds`` 0 nothing else would have closed it (R41)."""
    workers()
    bots = [http.bot("heuristic")] * 3
    created = http.create(client, GAME, [HUMAN, *bots], 5, reaction_seconds=2, bot_pace_ms=0)
    match_id, token = created["id"], created["seats"][0]["token"]
    policy = random.Random(5)

    def leave_windows(decision: dict, actions: list) -> dict | None:
        return None if _bystanders_window(decision) else policy.choice(actions)

    for _ in range(http.MAX_STEPS):
        held = _play_seat_0(client, match_id, token, leave_windows)
        assert held is not None, "the match ended before a Kevin window opened to Seat 0"
        if "answer" not in held and _bystanders_window(held["decision"]):
            break
    version, until = held["view"]["version"], held["decision"]["reaction_deadline"]
    assert until is not None
    moved = wait_for(lambda: _entries_after(store, match_id, version), timeout=WAIT)
    assert moved[0]["seat"] != 0 and moved[0]["now"] >= until, (moved[0], until)


def _entries_after(store: Store, match_id: str, version: int) -> list[dict[str, Any]]:
    """The log entries that made the versions after ``version`` (entry n made version n+1)."""
    return http.action_log(store, match_id)[version:]


def _bot_gaps(log: list[dict[str, Any]]) -> list[float]:
    """For each bot's move (a seat's action the human did not take), the time since the
    entry before it."""
    return [
        entry["now"] - before["now"]
        for before, entry in zip(log, log[1:], strict=False)
        if entry.get("seat") not in (0, None) and "action" in entry
    ]


def _scheduled_bot_jobs(store: Store, match_id: str) -> list[str]:
    registry = ScheduledJobRegistry(dispatch.QUEUE, connection=store.queue)
    return [ident for ident in registry.get_job_ids() if ident.startswith(match_id)]


def test_bots_keep_a_second_apart_in_a_match_with_a_human_seat(client, workers, store):
    """The default pace with a human seat: every bot move at least 1 s after the move
    before it, waited for by jobs scheduled for then (not by a worker asleep)."""
    workers()
    created = http.create(client, GAME, [HUMAN, http.bot("random"), http.bot("random")], 7)
    match_id, token = created["id"], created["seats"][0]["token"]
    assert http.view(client, match_id)["options"]["bot_pace_ms"] == -1  # the default
    choose, scheduled = _passing(random.Random(7)), set()
    while len(_bot_gaps(http.action_log(store, match_id))) < 6:
        scheduled.update(_scheduled_bot_jobs(store, match_id))
        if _held(client, match_id, token):
            assert _play_seat_0(client, match_id, token, choose) is not None
        time.sleep(POLL)
    gaps = _bot_gaps(http.action_log(store, match_id))
    assert min(gaps) >= 1.0, gaps
    assert scheduled, "no bot move was a scheduled job"


def test_an_all_bot_match_is_not_paced(client, workers, store, queue_client):
    """No pace by default in an all-bot match: no bot job of it is ever scheduled for later
    (each is queued at once: ``..._bot<seat>_<attempt>``, never ``..._bot<seat>-at_...``)."""
    workers()
    created = http.create(client, GAME, [http.bot("random")] * 3, 7)
    match_id = created["id"]
    assert http.view(client, match_id)["options"]["bot_pace_ms"] == -1  # the default
    seen = wait_for(
        lambda: _finished(client, match_id),
        timeout=WAIT,
        progress=lambda: match_version(client, match_id),
    )
    keys = [key.decode() for key in queue_client.scan_iter(f"rq:job:{match_id}_*")]
    assert [key for key in keys if "_bot" in key], keys  # its jobs are still kept (result_ttl)
    assert not [key for key in keys if "-at_" in key], keys
    assert seen["outcome"] is not None


def _finished(client: FlaskClient, match_id: str) -> dict[str, Any] | None:
    seen = http.view(client, match_id)
    return seen if seen["status"] == "finished" else None


def test_the_pace_survives_a_worker_sigkilled_while_a_bot_waits(client, workers, store):
    """A bot's paced move is a job in RQ's scheduled registry: the worker that would have
    run it is SIGKILLed (its whole group, scheduler included) while it waits; another
    worker's scheduler runs it, still no sooner than the pace after the move before."""
    first = workers()
    seats = [HUMAN, http.bot("random"), http.bot("random")]
    created = http.create(client, GAME, seats, 7, bot_pace_ms=4000)
    match_id, token = created["id"], created["seats"][0]["token"]
    choose = _passing(random.Random(7))
    waiting = None
    while waiting is None:  # the first worker's scheduler ran a paced move, and holds another
        ran = _bot_gaps(http.action_log(store, match_id))
        waiting = (_scheduled_bot_jobs(store, match_id) if ran else []) or None
        if waiting is None and _held(client, match_id, token):
            assert _play_seat_0(client, match_id, token, choose) is not None
        time.sleep(POLL)
    stored = store.load(match_id).stored
    assert stored is not None
    version, moved_at = stored.version, stored.match["moved_at"]
    assert waiting[0].startswith(f"{match_id}_v{version}_bot")  # the bot waits at this version
    kill_group(first, signal.SIGKILL)
    first.wait(timeout=30)
    workers()
    killed_at = time.monotonic()
    moved = wait_for(lambda: _entries_after(store, match_id, version), timeout=WAIT)
    print(f"\nthe paced move came {time.monotonic() - killed_at:.2f} s after the SIGKILL")
    assert moved[0]["seat"] != 0 and moved[0]["now"] - moved_at >= 4.0, (moved_at, moved)
