"""Windows in the engine: each instance has its own clock, and expiries apply only to
decisions still open (a toy game, ``toys.NestedWindows``); ``engine.windows.Window``: who a
window waits on, sealed and open answers, how it closes, its events."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from service.engine import match as engine
from service.engine.registry import register, unregister
from service.engine.timing import decision_key
from service.engine.windows import FIRST, PASS, Window, fields_of, open_to

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
    log = [
        {"seat": 0, "action": {"type": "open"}, "now": 0.0},
        {"seat": None, "action": {"type": "timeout"}, "now": 5.0},
    ]
    for entry in log:
        match, _ = engine.submit(match, entry["seat"], entry["action"], entry["now"])
    replayed, _ = engine.replay(GAME, 3, match.options, 1, log)
    assert replayed.to_json() == match.to_json()


def test_a_window_waits_on_the_seats_it_opened_to_until_each_answered():
    window = Window("denounce", 7, (1, 2, 3))
    assert [(d.seat, d.kind, d.prompt, d.instance) for d in window.decisions()] == [
        (1, "window", "denounce", "7"),
        (2, "window", "denounce", "7"),
        (3, "window", "denounce", "7"),
    ]
    window, _ = window.answer(2, "denounce")
    window, _ = window.answer(1, PASS)
    assert window.waiting() == [3] and not window.is_closed
    window, _ = window.answer(3, PASS)
    assert window.is_closed and window.decisions() == []
    assert window.answered == [2, 1, 3]


def test_a_sealed_answer_is_its_seats_alone_until_the_close_shows_them_all():
    window, answered = Window("denounce", 7, (1, 2)).answer(2, "denounce")
    assert answered == {
        "type": "window_answered",
        "instance": 7,
        "seat": 2,
        "private": {"2": {"answer": "denounce"}},
    }
    window, _ = window.answer(1, PASS)
    closed = window.closed(challenger=2)
    assert closed == {
        "type": "window_closed",
        "instance": 7,
        "answers": {"2": "denounce", "1": PASS},
        "challenger": 2,
    }


def test_an_open_answer_is_public_and_an_open_close_shows_no_answers():
    window = Window("kevin", "attack-3", (0, 2), sealed=False, closes=FIRST)
    window, answered = window.answer(0, PASS, note="late")
    assert answered == {
        "type": "window_answered",
        "instance": "attack-3",
        "seat": 0,
        "answer": PASS,
        "note": "late",
    }
    assert window.closed() == {"type": "window_closed", "instance": "attack-3"}


def test_a_first_answer_window_closes_at_its_first_answer_that_is_not_a_pass():
    window = Window("kevin", "attack-1", (0, 1, 2), sealed=False, closes=FIRST)
    window, _ = window.answer(0, PASS)
    assert window.waiting() == [1, 2] and not window.taken
    window, _ = window.answer(2, "slam")
    assert window.taken and window.is_closed and window.waiting() == []


def test_a_seat_the_window_does_not_wait_on_cannot_answer():
    window, _ = Window("condition", 4, (1, 2)).answer(1, PASS)
    with pytest.raises(ValueError):
        window.answer(1, PASS)
    with pytest.raises(ValueError):
        window.answer(0, PASS)


def test_the_opened_event_names_the_instance_its_prompt_and_who_it_opened_to():
    opened = Window("condition", 4, (2, 0)).opened(situation="power")
    assert opened == {
        "type": "window_opened",
        "instance": 4,
        "prompt": "condition",
        "seats": [2, 0],
        "situation": "power",
    }


def test_two_instances_of_one_prompt_keep_clocks_apart():
    outer, inner = Window("condition", 4, (1,)), Window("condition", 5, (1,))
    assert decision_key(outer.decisions()[0]) != decision_key(inner.decisions()[0])


def test_a_window_kept_in_a_state_round_trips_through_json():
    window, _ = Window("kevin", "attack-2", (1, 3), sealed=False, closes=FIRST).answer(3, PASS)
    data = json.loads(json.dumps(window.to_json()))
    assert Window.from_json(data) == window


def test_a_window_opens_to_the_candidates_that_could_answer():
    assert open_to([3, 0, 1, 2], lambda seat: seat % 2 == 1) == [3, 1]


def test_fields_of_keeps_the_named_fields_in_order_and_the_private_part():
    _, answered = Window("condition", 9, (1,)).answer(1, "condition", cards=["a-1"])
    published = {"type": "answered", **fields_of(answered, "seat", "instance")}
    assert list(published) == ["type", "seat", "instance", "private"]
    assert published["private"] == {"1": {"answer": "condition", "cards": ["a-1"]}}


def test_passes_by_every_seat_close_the_inner_window_and_the_outer_one_waits_again():
    match, _ = engine.start(GAME, 4, {}, 1, now=0.0)
    match, _ = engine.submit(match, 0, {"type": "open"}, 0.0)
    match, _ = engine.submit(match, 1, {"type": "nest"}, 0.0)  # seats 2 and 3, inside
    match, _ = engine.submit(match, 2, {"type": "pass"}, 0.0)
    assert [(d.seat, d.instance) for d in engine.decisions(match)] == [(3, "2")]
    match, _ = engine.submit(match, 3, {"type": "pass"}, 0.0)
    assert [(d.seat, d.instance) for d in engine.decisions(match)] == [(1, "1"), (2, "1"), (3, "1")]
