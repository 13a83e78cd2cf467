"""Issue 37, "Bots people enjoy facing": a human's reaction time holds the bots, the bots keep
a pace a person can follow, and a seat's preferences are seat settings, not moves.

Pure engine (a toy game of nested windows, ``toys.NestedWindows``, and the registered games):
``engine.bot_earliest`` is what the scheduler (``service.dispatch``) and the bot jobs
(``workers.jobs``) wait for; tests/background plays it through real workers."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from service import dispatch
from service.engine import match as engine
from service.engine import timing
from service.engine.errors import InvalidSettings, SettingChangesExhausted
from service.engine.registry import all_games, register, unregister
from service.engine.thinking import think_seconds

from .toys import NestedWindows

GAME = NestedWindows.id
HUMANS_AT_0_AND_1 = [None, None, "random", "random"]


@pytest.fixture(autouse=True)
def toy_game() -> Iterator[None]:
    register(NestedWindows())
    yield
    unregister(GAME)


def opened(control: list[str | None], at: float = 10.0, **options: int) -> engine.Match:
    """Seat 0 opened a window to seats 1-3 at ``at``."""
    match, _ = engine.start(GAME, len(control), options, 1, control, now=0.0)
    return engine.submit(match, 0, {"type": "open"}, at)[0]


def reaction(match: engine.Match) -> dict[int | None, float | None]:
    return {d.seat: d.reaction_deadline for d in engine.decisions(match)}


def test_a_humans_window_holds_the_bots_for_the_reaction_time():
    """A human's window in a match with bots says until when the bots wait for it
    (``reaction_seconds`` after it opened); a bot's own window says nothing."""
    match = opened(HUMANS_AT_0_AND_1, reaction_seconds=3)
    assert reaction(match) == {1: 13.0, 2: None, 3: None}
    assert engine.bot_earliest(match) == 13.0


def test_the_reaction_time_holds_also_without_window_seconds_and_a_sooner_deadline_wins():
    """Used also when window_seconds is 0 (the default); the window's own deadline, when
    sooner, closes it first: the bots then wait no longer than it."""
    assert reaction(opened(HUMANS_AT_0_AND_1, reaction_seconds=3))[1] == 13.0
    shorter = opened(HUMANS_AT_0_AND_1, reaction_seconds=3, window_seconds=2)
    assert reaction(shorter)[1] == 12.0
    longer = opened(HUMANS_AT_0_AND_1, reaction_seconds=3, window_seconds=20)
    assert reaction(longer)[1] == 13.0


def test_once_every_human_answered_the_bots_keep_only_their_pace():
    match = opened(HUMANS_AT_0_AND_1, reaction_seconds=3)
    match, _ = engine.submit(match, 1, {"type": "pass"}, 11.0)
    assert reaction(match) == {2: None, 3: None}
    assert engine.bot_earliest(match) == 11.0 + timing.HUMAN_PACE_MS / 1000


def test_no_reaction_time_without_a_bot_or_when_it_is_zero():
    assert set(reaction(opened([None] * 4)).values()) == {None}
    assert set(reaction(opened(HUMANS_AT_0_AND_1, reaction_seconds=0)).values()) == {None}


def test_the_pace_defaults_to_a_second_while_a_seat_is_its_humans_and_none_all_bot():
    """``bot_pace_ms`` -1 (the default): a second while a seat is its human's (or lent to a
    bot for a turn), none once every seat is a bot's (an all-bot match, a human who left)."""
    with_human = opened(HUMANS_AT_0_AND_1, reaction_seconds=0)
    assert with_human.options[timing.BOT_PACE_MS] == timing.AUTO_PACE
    assert engine.bot_earliest(with_human) == 10.0 + timing.HUMAN_PACE_MS / 1000
    all_bot = opened(["random"] * 4)
    assert engine.bot_earliest(all_bot) == all_bot.moved_at == 10.0
    left, _ = engine.set_control(with_human, 0, "random", 11.0)
    left, _ = engine.set_control(left, 1, "random", 12.0)
    assert engine.bot_earliest(left) == 12.0


def test_a_pace_set_by_the_creator_holds_in_any_match():
    assert engine.bot_earliest(opened(["random"] * 4, bot_pace_ms=2500)) == 12.5
    assert engine.bot_earliest(opened(HUMANS_AT_0_AND_1, bot_pace_ms=0, reaction_seconds=0)) == 10


def test_the_scheduler_plans_a_held_bot_for_later_less_its_think_time():
    """What the scheduler asks for: a bot's job at the time it may act less its think time
    (the job commits no sooner than both), now when that time has come; system work never
    waits for the pace."""
    match = opened(HUMANS_AT_0_AND_1, reaction_seconds=3)
    planned = {work.kind: work.at for work in dispatch.plan(match, 10.0)}
    for seat in (2, 3):
        assert planned[f"bot:{seat}"] == 13.0 - think_seconds(match, seat, "random")
    assert {work.kind: work.at for work in dispatch.plan(match, 14.0)} == {
        "bot:2": None,
        "bot:3": None,
    }
    all_bot = opened(["random"] * 4)
    assert [work.at for work in dispatch.plan(all_bot, 10.0)] == [None, None, None]


def test_a_timed_window_is_system_work_the_pace_never_delays():
    match = opened(HUMANS_AT_0_AND_1, window_seconds=2, bot_pace_ms=60_000)
    assert [(w.kind, w.at) for w in dispatch.plan(match, 12.0)] == [("system", None)]


# seat settings


def test_an_auto_pass_seat_passes_each_window_as_it_opens_and_replays():
    """``auto_pass``: the seat's window is passed in the step that opened it (the toy's pass
    lets the whole window go), logged as a settings entry and replayed exactly."""
    match, _ = engine.start(GAME, 3, {}, 1, now=0.0)
    match, events = engine.change_settings(match, 1, {"auto_pass": True}, 1.0)
    assert [e["type"] for e in events] == ["seat_settings"]
    assert engine.seat_settings(match, 1) == {"auto_pass": True}
    match, events = engine.submit(match, 0, {"type": "open"}, 2.0)
    assert [e["type"] for e in events] == ["open", "close"]
    assert [d.seat for d in engine.decisions(match)] == [0]
    log = [
        {"seat": 1, "settings": {"auto_pass": True}, "now": 1.0},
        {"seat": 0, "action": {"type": "open"}, "now": 2.0},
    ]
    replayed, _ = engine.replay(GAME, 3, match.options, 1, log)
    assert replayed.to_json() == match.to_json()


def test_the_same_settings_again_change_nothing():
    match, _ = engine.start(GAME, 3, {}, 1)
    assert engine.change_settings(match, 2, {"auto_pass": False}, 1.0) == (match, [])


def test_a_setting_the_game_does_not_offer_or_a_wrong_value_is_refused():
    match, _ = engine.start(GAME, 3, {}, 1)
    with pytest.raises(InvalidSettings) as unknown:
        engine.change_settings(match, 0, {"conditions": "auto"}, 1.0)
    assert unknown.value.details["unknown"] == ["conditions"]
    with pytest.raises(InvalidSettings):
        engine.change_settings(match, 0, {"auto_pass": "yes"}, 1.0)


def test_a_seat_changes_its_settings_a_bounded_number_of_times():
    match, _ = engine.start(GAME, 3, {}, 1)
    for change in range(engine.MAX_SETTING_CHANGES):
        match, _ = engine.change_settings(match, 0, {"auto_pass": change % 2 == 0}, 1.0)
    with pytest.raises(SettingChangesExhausted):
        engine.change_settings(match, 0, {"auto_pass": True}, 1.0)


def test_villainous_conditions_mode_is_a_seat_setting_the_rules_read():
    """V25: the mode is set by the seat (never a listed action) and the rules read it."""
    match, _ = engine.start("villainous-bigger-and-badder", 2, {}, 3)
    assert engine.seat_settings(match, 1) == {"auto_pass": False, "conditions": "ask"}
    match, events = engine.change_settings(match, 1, {"conditions": "auto"}, 1.0)
    assert match.state["auto"] == [False, True]
    assert events[-1] | {"id": 0, "version": 0} == {
        "id": 0,
        "version": 0,
        "type": "conditions_mode",
        "seat": 1,
        "mode": "auto",
    }


WINDOWED = [game.id for game in all_games() if engine.AUTO_PASS in game.offered_settings()]


@pytest.mark.parametrize("game_id", WINDOWED)
def test_an_auto_pass_seat_never_holds_a_window_in_random_playouts(game_id):
    """Every game with reaction windows: a seat that set ``auto_pass`` is never left holding
    one (each is passed as it opens), and the match still ends and replays."""
    game = engine.get_game(game_id)
    seats = game.max_players
    policy = random.Random(7)
    match, _ = engine.start(game_id, seats, {}, 5)
    log = []
    for seat in range(1, seats):
        log.append({"seat": seat, "settings": {"auto_pass": True}, "now": 0.0})
        match, _ = engine.change_settings(match, seat, {"auto_pass": True}, 0.0)
    for _ in range(20_000):
        holders = engine.decisions(match)
        if not holders:
            break
        assert not [d for d in holders if d.kind == "window" and d.seat != 0], holders
        seat = policy.choice(holders).seat
        action = engine.without_id(policy.choice(engine.legal_actions(match, seat)))
        log.append({"seat": seat, "action": action, "now": 1.0})
        match, _ = engine.submit(match, seat, action, 1.0)
    assert engine.is_finished(match)
    replayed, _ = engine.replay(game_id, seats, match.options, 5, log)
    assert replayed.to_json() == match.to_json()
