"""A bot's answer time says nothing of its hand (issue 32, item 4), through a real
``croupier worker``: Syndrome (a bot) answers the Condition window Lotso's 2 Power opens
(RULINGS V22), on a deal where he holds a Condition that answers it (a choice: search) and
on one where he does not (pass is his only action: no search). In both, his job commits no
sooner than his strategy's think-time floor after the job started, and the floor is the
same for both deals: it is drawn from public data alone (``engine.thinking``).

No timed assertion that a busy machine could break: the job may take longer than its floor,
never less; waits give up after generous limits."""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from typing import Any

import pytest
from rq.job import Job

from service import dispatch, logs
from service.engine import match as engine
from service.engine.match import Match
from service.engine.registry import get_game
from service.engine.thinking import think_seconds
from workers import jobs

from . import matches_over_http as http
from .conftest import wait_for

GAME = "villainous-bigger-and-badder"
VILLAINS = "lotso,syndrome"
MOVES = ("move:location=library", "gain_power")  # Lotso takes 2 Power at the Library
BOT = 1
WAIT = 120.0


def _window(seed: int) -> Match | None:
    """The deal's match once Lotso took 2 Power, if he moves first and a window opens to
    Syndrome (pure engine: finds the deals the test needs)."""
    match, _ = engine.start(GAME, 2, {"villains": VILLAINS}, seed)
    if match.state["first"] != 0:
        return None
    for action_id in MOVES:
        action = engine.find_action(match, 0, action_id)
        match, _ = engine.submit(match, 0, engine.without_id(action), 0.0)
    held = engine.decision_for(match, BOT)
    return match if held is not None and held.kind == "window" else None


def _choice(match: Match | None) -> bool | None:
    return None if match is None else len(engine.legal_actions(match, BOT)) > 1


def _seed(holds: bool) -> int:
    """The first deal of the case: the bot holds a matching Condition (True) or none."""
    return next(seed for seed in range(1, 10_000) if _choice(_window(seed)) is holds)


def _answer(store: Any, match_id: str) -> dict[str, Any] | None:
    log = store.action_log(match_id)
    return next((entry for entry in log if entry.get("seat") == BOT), None)


def _opened(store: Any, match_id: str) -> float:
    """When the window opened: the commit of Lotso's gain_power."""
    log = store.action_log(match_id)
    (entry,) = [e for e in log if e.get("seat") == 0 and e["action"]["type"] == "gain_power"]
    return float(entry["now"])


def _finished(job: Job) -> Job | None:
    """The job once RQ recorded its result (the commit comes a moment before)."""
    return job if job.return_value() is not None else None


def _started(queue_client: Any, match_id: str, version: int) -> float:
    """When the worker started the bot's job at ``version`` (RQ's own record)."""
    ident = dispatch.job_id(match_id, version, dispatch.Work(f"bot:{BOT}"))
    job = wait_for(lambda: _finished(Job.fetch(ident, connection=queue_client)), timeout=WAIT)
    assert str(job.return_value()).startswith("committed"), job.return_value()
    started = job.started_at
    assert isinstance(started, datetime)
    return (started if started.tzinfo else started.replace(tzinfo=UTC)).timestamp()


def _answer_after_floor(
    client: Any, store: Any, queue_client: Any, strategy: str, holds: bool
) -> float:
    """Open the window on a deal of the case; check that the bot's commit came no sooner
    than its think time after its job started (and after the window opened). Returns the
    think time with the salt set aside (the one secret it is keyed by besides public data)."""
    seats = [{"type": "human"}, http.bot(strategy)]  # unpaced: the think floor alone
    created = http.create(client, GAME, seats, _seed(holds), villains=VILLAINS, bot_pace_ms=0)
    match_id, token = created["id"], created["seats"][0]["token"]
    for action_id in MOVES:
        http.act(client, match_id, token, action_id)
    stored = store.load(match_id).stored
    window = Match.from_json(stored.match)
    assert _choice(window) is holds
    answer = wait_for(lambda: _answer(store, match_id), timeout=WAIT)
    floor = think_seconds(window, BOT, strategy)
    assert floor >= get_game(GAME).think_floors[strategy]
    took = answer["now"] - _started(queue_client, match_id, window.version)
    assert took >= floor, (holds, took, floor)
    assert answer["now"] - _opened(store, match_id) >= floor
    return think_seconds(window.evolve(salt="set aside"), BOT, strategy)


@pytest.mark.parametrize("strategy", ["random", "heuristic", "ismcts"])
def test_a_bots_window_answer_waits_for_its_public_floor_whatever_it_holds(
    client, workers, store, queue_client, strategy
):
    workers(CROUPIER_BOT_THINK_SCALE="1")  # the floor as served
    holding = _answer_after_floor(client, store, queue_client, strategy, holds=True)
    empty = _answer_after_floor(client, store, queue_client, strategy, holds=False)
    assert holding == empty


def test_a_bot_that_works_past_its_think_time_says_so(client, store, monkeypatch, caplog):
    """A floor this machine's bot outran (here scaled down to microseconds) is logged: its
    answer time may have told what it held, and the game's floor wants raising."""
    monkeypatch.setenv(jobs.THINK_SCALE, "0.00001")
    created = http.create(client, "bad-trevor", [http.bot("random")] * 3, 1)
    with caplog.at_level(logging.WARNING, logger=jobs.__name__):
        assert jobs.step(created["id"], 0, "bot:0").startswith("committed")
    (overrun,) = [r for r in caplog.records if r.getMessage() == "bot worked past its think time"]
    fields = getattr(overrun, logs.FIELDS)
    assert (fields["game"], fields["strategy"], fields["seat"]) == ("bad-trevor", "random", 0)
    assert fields["took_ms"] > fields["think_ms"]
