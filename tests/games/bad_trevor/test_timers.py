"""Kevin windows, turn timers, timeouts and seat control, in process (time passed in).

Rulings R41-R44 of RULINGS.md; the same rules run through real workers in
tests/background/test_workers.py."""

from __future__ import annotations

from dataclasses import replace

import pytest

from service.engine import match as engine
from service.engine import timing
from service.engine.errors import InvalidOptions, NotYourTurn, SystemPending
from service.games.bad_trevor.deck import PAIR_CARDS, TREVOR
from service.games.bad_trevor.kevin import SHOUT

MILK, BEA, GRAN = (
    PAIR_CARDS["milkman-morris"],
    PAIR_CARDS["barista-bea"],
    PAIR_CARDS["grandma-gertie"],
)
WES, LARS = PAIR_CARDS["window-cleaner-wes"], PAIR_CARDS["lost-tourist-lars"]
T0 = 1_000.0
TIMEOUT = {"type": "timeout"}


def _window_table(t, **options):
    """Four players; seat 0's attack hand of three lies before seat 1; the clock starts at T0."""
    hands = [[BEA[0]], [GRAN[0], WES[0]], [GRAN[1], LARS[0]], [BEA[1]]]
    match = t.match(hands, attack={"attacker": 0, "cards": [MILK[0], TREVOR, MILK[1]]})
    merged = {"turn_seconds": 0, "on_timeout": "bot", "window_seconds": 0, **options}
    match = replace(match, options=merged, control=(None,) * 4)
    opened = match.game.decisions(match.state)
    return replace(match, clock=timing.restart_clocks({}, opened, None, T0))


def test_r41_kevin_inside_the_window(t):
    """R41: a window seat may slam Kevin while its window is open (before the deadline)."""
    match = _window_table(t, window_seconds=5)
    deadlines = {d.seat: d.deadline for d in engine.decisions(match)}
    assert deadlines == {1: None, 2: T0 + 5, 3: T0 + 5}
    match, events = engine.submit(
        match, 2, {"type": "kevin", "position": 1, "shout": SHOUT}, T0 + 4
    )
    assert t.of_type(events, "kevin")[0]["correct"] is True


def test_r41_the_window_closes_at_its_deadline(t):
    """R41: at the deadline the system passes for every seat still holding the window."""
    match = _window_table(t, window_seconds=5)
    assert engine.due(match, T0 + 4.999) == []
    with pytest.raises(NotYourTurn):
        engine.submit(match, None, TIMEOUT, T0 + 4.999)  # never early
    with pytest.raises(SystemPending):
        engine.submit(match, 1, {"type": "pick", "position": 0}, T0 + 5)
    match, events = engine.submit(match, None, TIMEOUT, T0 + 5)
    assert [e["type"] for e in events] == [
        "timeout",
        "window_passed",
        "timeout",
        "window_passed",
        "window_closed",
    ]
    assert t.holders(match) == {1: "pick"}
    assert {"type": "kevin", "position": 0, "shout": SHOUT} in t.legal(match, 1)


def test_r41_the_window_closes_early_when_all_pass(t):
    """R41: when every eligible seat has passed, the window closes before any deadline."""
    match = _window_table(t, window_seconds=60)
    match, _ = engine.submit(match, 2, {"type": "pass"}, T0 + 1)
    assert t.holders(match) == {1: "pick", 3: "kevin"}
    match, events = engine.submit(match, 3, {"type": "pass"}, T0 + 2)
    assert t.of_type(events, "window_closed") and t.holders(match) == {1: "pick"}
    assert engine.due(match, T0 + 3600) == []
    with pytest.raises(NotYourTurn):
        engine.submit(match, 2, {"type": "kevin", "position": 1, "shout": SHOUT}, T0 + 3)


WRONG = {"type": "kevin", "position": 1, "shout": "Take that, Trevor!"}


@pytest.mark.parametrize("first, last", [(2, 3), (3, 2)])
@pytest.mark.parametrize("closer", ["pass", "fumble"])
def test_r41_the_last_window_to_close_is_announced_by_a_pass_or_a_fumble(t, first, last, closer):
    """R41/R35: a window seat that passes, or shouts the wrong words (and so loses the right to
    Kevin), closes its window; ``window_closed`` comes exactly once, when the last one closes."""
    match = _window_table(t, window_seconds=60)
    actions = {"pass": {"type": "pass"}, "fumble": WRONG}
    other = "fumble" if closer == "pass" else "pass"
    match, events = engine.submit(match, first, actions[other], T0 + 1)
    assert not t.of_type(events, "window_closed") and last in t.holders(match)
    match, events = engine.submit(match, last, actions[closer], T0 + 2)
    closed = t.of_type(events, "window_closed")
    assert len(closed) == 1 and closed[0]["defender"] == 1
    assert t.holders(match) == {1: "pick"} and engine.due(match, T0 + 3600) == []
    match, events = engine.submit(match, 1, WRONG, T0 + 3)  # the defender's own slam
    assert t.of_type(events, "kevin_fumbled") and not t.of_type(events, "window_closed")


def test_r41_a_fumble_while_other_windows_are_open_closes_only_its_own(t):
    """R41/R35: the defender's wrong words close no window; a window seat's close only its own,
    so no ``window_closed`` while another window is still open."""
    match = _window_table(t, window_seconds=60)
    match, events = engine.submit(match, 1, WRONG, T0 + 1)
    assert not t.of_type(events, "window_closed")
    assert t.holders(match) == {1: "pick", 2: "kevin", 3: "kevin"}
    match, events = engine.submit(match, 2, WRONG, T0 + 2)
    assert not t.of_type(events, "window_closed") and t.holders(match) == {1: "pick", 3: "kevin"}


def test_r41_without_window_seconds_a_window_waits_for_the_pick(t):
    """R41: with window_seconds 0 a window has no deadline and stays open until the pick."""
    match = _window_table(t)
    assert all(d.deadline is None for d in engine.decisions(match))
    match, _ = engine.submit(match, 1, {"type": "pick", "position": 0}, T0 + 99)
    assert 2 not in t.holders(match)


def test_r44_turn_timer_bot_hands_the_seat_to_the_stand_in(t):
    """R42/R44: on_timeout=bot: the timed-out seat goes to the heuristic bot, then back."""
    match = _window_table(t, turn_seconds=10)
    assert engine.decisions(match)[0].deadline == T0 + 10
    match, events = engine.submit(match, None, TIMEOUT, T0 + 10)
    assert match.control[1] == "heuristic" and t.of_type(events, "seat_control")
    assert [d.deadline for d in engine.decisions(match) if d.seat == 1] == [None]
    match, events = engine.set_control(match, 1, None, T0 + 11)
    assert match.control[1] is None and events[0]["control"] == "human"
    assert [d.deadline for d in engine.decisions(match) if d.seat == 1] == [T0 + 21]


def test_r43_turn_timer_forfeit_ends_the_match_with_that_seat_the_loser(t):
    """R43: on_timeout=forfeit: the match ends at once, the timed-out seat loses."""
    match = _window_table(t, turn_seconds=10, on_timeout="forfeit")
    match, events = engine.submit(match, None, TIMEOUT, T0 + 10)
    outcome = match.game.outcome(match.state)
    assert outcome["losers"] == [1] and outcome["ranking"][-1] == 1
    assert t.of_type(events, "forfeit") and engine.is_finished(match)


def test_r42_bad_trevor_offers_no_pass_on_timeout():
    """R42: no turn of Bad Trevor can be passed, so on_timeout=pass is refused."""
    with pytest.raises(InvalidOptions):
        engine.start("bad-trevor", 3, {"turn_seconds": 5, "on_timeout": "pass"}, 1)


def test_timers_and_seat_control_replay_exactly():
    """Timeouts, hand-overs and bots all replay from the log (control and start time given)."""
    options = {"turn_seconds": 3, "on_timeout": "bot", "window_seconds": 2}
    control = [None, "random", "heuristic"]
    match, events = engine.start("bad-trevor", 3, options, 5, control, T0)
    log, now = [], T0
    while not engine.is_finished(match) and len(log) < 3000:
        now += 1.0
        if engine.due(match, now):
            entry = {"seat": None, "action": TIMEOUT, "now": now}
        else:
            decision = engine.bot_decisions(match)[0]
            seen = engine.bot_input(match, decision.seat, [])
            strategy = match.control[decision.seat]
            rng = engine.Rng.for_step(9, len(log), "test")
            action = engine.bot_action(match, decision.seat, strategy, seen, rng)
            entry = {"seat": decision.seat, "action": action, "now": now}
        match, more = engine.submit(match, entry["seat"], entry["action"], now)
        log.append(entry)
        events += more
    assert engine.is_finished(match)
    replayed, replayed_events = engine.replay("bad-trevor", 3, options, 5, log, control, T0)
    assert replayed.to_json() == match.to_json() and replayed_events == events


def test_r44_a_passed_deadline_cannot_be_dodged_by_changing_control(t):
    """R44: once a seat's deadline has passed, the timeout is the system's to resolve first;
    a control change then is refused, so it cannot restart the seat's clock."""
    match = _window_table(t, turn_seconds=10)
    assert {d.seat: d.deadline for d in engine.decisions(match)}[1] == T0 + 10
    with pytest.raises(SystemPending):
        engine.set_control(match, 1, "random", T0 + 10)


def test_r44_a_control_change_that_changes_nothing_makes_no_new_version(t):
    """R44: taking back a seat that is already human changes nothing (PUT is idempotent), so
    it cannot restart the seat's clock either."""
    match = _window_table(t, turn_seconds=10)
    assert engine.set_control(match, 1, None, T0 + 5) == (match, [])
