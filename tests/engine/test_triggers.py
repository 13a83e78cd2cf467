"""Delayed triggers on plain data: add, count turn starts, list what is due, resolve."""

from __future__ import annotations

import copy
import json

import pytest

from service.engine import timing
from service.engine import triggers as tr


def _started(triggers: list[tr.Trigger], *seats: int) -> list[tr.Trigger]:
    for seat in seats:
        triggers = tr.count_turn_start(triggers, seat)
    return triggers


def test_after_n_turns_of_a_seat_counts_only_that_seats_turns():
    triggers = tr.add([], tr.after_turns("t1", "remove_marker", seat=1, turns=2))
    assert tr.due(_started(triggers, 0, 1, 2, 0), now=0.0) == []
    fired = tr.due(_started(triggers, 0, 1, 2, 0, 1), now=0.0)
    assert [t["id"] for t in fired] == ["t1"]


def test_a_turn_trigger_without_a_seat_counts_every_turn():
    triggers = tr.add([], tr.after_turns("any", "storm", seat=None, turns=3))
    assert tr.due(_started(triggers, 0, 1), 0.0) == []
    assert len(tr.due(_started(triggers, 0, 1, 2), 0.0)) == 1


def test_at_the_start_of_a_seats_turn():
    triggers = tr.add([], tr.after_turns("s", "upkeep", 2, 1, data={"card": "X"}))
    assert tr.due(_started(triggers, 0, 1), 0.0) == []
    (fired,) = tr.due(_started(triggers, 0, 1, 2), 0.0)
    assert fired["data"] == {"card": "X"} and fired["rule"] == "upkeep"


def test_at_time_is_due_from_its_time_on():
    triggers = tr.add([], tr.at_time("clock", "dawn", at=100.0))
    assert tr.due(triggers, 99.9) == []
    assert [t["id"] for t in tr.due(triggers, 100.0)] == ["clock"]


def test_due_keeps_the_order_triggers_were_added():
    triggers = tr.add([], tr.at_time("b", "late", at=5.0))
    triggers = tr.add(triggers, tr.after_turns("a", "soon", 0, 1))
    triggers = _started(triggers, 0)
    assert [t["id"] for t in tr.due(triggers, 10.0)] == ["b", "a"]


def test_functions_never_change_their_input_and_stay_json():
    triggers = tr.add([], tr.after_turns("t", "r", seat=0, turns=2, data={"n": [1]}))
    before = copy.deepcopy(triggers)
    counted = tr.count_turn_start(triggers, 0)
    tr.remove(counted, "t")
    assert triggers == before and counted[0]["turns_left"] == 1
    assert json.loads(json.dumps(counted)) == counted


def test_ids_are_unique_and_turns_positive():
    triggers = tr.add([], tr.at_time("x", "r", at=1.0))
    with pytest.raises(ValueError):
        tr.add(triggers, tr.after_turns("x", "r", 0, 1))
    with pytest.raises(ValueError):
        tr.after_turns("y", "r", seat=0, turns=0)


def test_remove_returns_the_trigger_and_the_rest():
    triggers = tr.add(tr.add([], tr.at_time("a", "r", 1.0)), tr.at_time("b", "r", 2.0))
    found, rest = tr.remove(triggers, "a")
    assert found["id"] == "a" and [t["id"] for t in rest] == ["b"]
    with pytest.raises(KeyError):
        tr.remove(rest, "a")


def test_system_decision_due_by_turns_comes_first_and_is_due_now():
    triggers = tr.add([], tr.at_time("late", "dawn", 50.0))
    triggers = _started(tr.add(triggers, tr.after_turns("now", "upkeep", 0, 1)), 0)
    decision = tr.system_decision(triggers)
    assert (decision.seat, decision.kind, decision.prompt) == (None, "system", "upkeep")
    assert timing.is_due(decision, now=0.0)


def test_system_decision_of_a_time_trigger_carries_its_deadline():
    triggers = tr.add(tr.add([], tr.at_time("b", "dusk", 80.0)), tr.at_time("a", "dawn", 50.0))
    decision = tr.system_decision(triggers)
    assert decision.prompt == "dawn" and decision.deadline == 50.0
    assert not timing.is_due(decision, 49.0) and timing.is_due(decision, 50.0)


def test_no_triggers_no_decision():
    pending = tr.add([], tr.after_turns("t", "r", seat=0, turns=2))
    assert tr.system_decision([]) is None and tr.system_decision(pending) is None
