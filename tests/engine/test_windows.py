"""Windows in the engine: each instance has its own clock, and expiries apply only to
decisions still open (a toy game, ``toys.NestedWindows``)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from service.engine import match as engine
from service.engine.registry import register, unregister

from .toys import NestedWindows

GAME = NestedWindows.id


@pytest.fixture(autouse=True)
def toy_game() -> Iterator[None]:
    register(NestedWindows())
    yield
    unregister(GAME)


def deadlines(match: engine.Match) -> dict[int | None, float | None]:
    return {d.seat: d.deadline for d in engine.decisions(match)}


def test_a_window_opened_inside_another_of_the_same_prompt_has_its_own_clock():
    match, _ = engine.start(GAME, 4, {"window_seconds": 10}, 1, now=0.0)
    match, _ = engine.submit(match, 0, {"type": "open"}, 0.0)
    assert deadlines(match) == {1: 10.0, 2: 10.0, 3: 10.0}
    match, _ = engine.submit(match, 1, {"type": "nest"}, 8.0)  # seats 2 and 3, inside
    assert deadlines(match) == {2: 18.0, 3: 18.0}  # not the outer window's 10.0
    assert engine.due(match, 10.0) == []


def test_a_timeout_skips_a_window_an_earlier_expiry_already_closed():
    match, _ = engine.start(GAME, 3, {"window_seconds": 5}, 1, now=0.0)
    match, _ = engine.submit(match, 0, {"type": "open"}, 0.0)
    assert len(engine.due(match, 5.0)) == 2  # seats 1 and 2 expire together
    match, events = engine.submit(match, None, {"type": "timeout"}, 5.0)
    closes = [e for e in events if e["type"] == "close"]
    assert len(closes) == 1  # the first expiry closed the window; the second had none to close
    assert [d.seat for d in engine.decisions(match)] == [0]


def test_a_stale_expiry_replays_like_it_was_played():
    match, _ = engine.start(GAME, 3, {"window_seconds": 5}, 1, now=0.0)
    log = [{"seat": 0, "action": {"type": "open"}, "now": 0.0},
           {"seat": None, "action": {"type": "timeout"}, "now": 5.0}]  # fmt: skip
    for entry in log:
        match, _ = engine.submit(match, entry["seat"], entry["action"], entry["now"])
    replayed, _ = engine.replay(GAME, 3, match.options, 1, log)
    assert replayed.to_json() == match.to_json()


def test_a_clock_stored_before_instances_keeps_its_deadline():
    match, _ = engine.start(GAME, 3, {"window_seconds": 5}, 1, now=0.0)
    match, _ = engine.submit(match, 0, {"type": "open"}, 2.0)
    data = match.to_json()
    data["clock"] = {"1:window:react": 2.0, "2:window:react": 2.0}  # the old key shape
    assert deadlines(engine.Match.from_json(data)) == {1: 7.0, 2: 7.0}
