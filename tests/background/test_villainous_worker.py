"""Villainous over HTTP, with real ``croupier worker`` processes and real Redis: a whole match
of every villain pairing (2 seats) and of all three (3 seats) with a human and bots; a
Condition window closed by its deadline; two Conditions answering one instant, and the
window nested inside them (rulebook "Condition"; RULINGS V22-V24).

No timed assertions: waits give up after generous limits, and no bot's choices are relied on.
The set-ups need certain cards in certain hands: the seed is found by dealing tables with the
engine itself (pure and fast), then given to the create request."""

from __future__ import annotations

import random
from typing import Any

from flask.testing import FlaskClient

from service.engine import match as engine
from service.engine.match import Match

from . import matches_over_http as http
from .conftest import wait_for
from .matches_over_http import act, events, listed, of_type, view

GAME = "villainous-bigger-and-badder"
HUMAN: dict[str, Any] = {"type": "human"}
WAIT = 240.0


def create(client: FlaskClient, seats: list[dict], seed: int, **options: Any) -> dict[str, Any]:
    return http.create(client, GAME, seats, seed, **options)


def options_for(villains: list[str]) -> dict[str, str]:
    return {"villains": ",".join(villains)}


# --- 1. whole matches ------------------------------------------------------------------------

LINE_UPS = [
    ["syndrome", "madame_mim"],
    ["syndrome", "lotso"],
    ["madame_mim", "lotso"],
    ["lotso", "syndrome", "madame_mim"],
]


def _pick(
    offer: list[dict[str, Any]], prompt: str, chosen: list[str], policy: random.Random
) -> dict[str, Any]:
    """The human's policy: anything but ending the turn or changing its Condition mode, while
    there is anything else; every window answered by a Condition when one is listed."""
    doing = [a for a in offer if a["type"] not in ("end_turn", "conditions", "pass")]
    return policy.choice(doing or offer)


def _check_whole_match(client: FlaskClient, played: http.Played) -> None:
    """The line-up seated as asked; seat 0's events never show another seat's drawn cards or
    sealed answers."""
    assert played.seen["table"]["villains"] == played.setup.split("-")
    mine = events(client, played.match_id, played.token)
    assert of_type(mine, "match_finished")
    for event in mine:
        if event["type"] in ("drew", "answered") and event["seat"] != 0:
            assert "cards" not in event, event


# Every villain pairing, and the three together (tests/background/test_game_workers.py): seat
# 0 plays every decision it holds (its turns, the choices its cards and Fate cards ask, the
# Condition windows the bots open to it); the match ends by an Objective or the round cap (V29).
ROUND_TRIP = http.RoundTrip(
    setups={"-".join(v): (("heuristic", "random")[: len(v) - 1], options_for(v)) for v in LINE_UPS},
    seed=3,
    reasons=("objective", "round_cap"),
    min_acted=10,
    pick=_pick,
    check=_check_whole_match,
)


# --- 2. a window's deadline ------------------------------------------------------------------


def test_a_condition_window_closes_at_its_deadline_through_a_worker(client, workers):
    """V22: Syndrome has a Condition on an opponent taking Power (15 Years Later) that could
    resolve (his Fate deck holds Heroes), so taking Power opens a window to him whatever he
    holds. With window_seconds=1 he does not answer: a worker times the window out at (never
    before) its deadline, as a pass, and the turn resumes."""
    workers()
    pair = ["lotso", "syndrome"]
    seed = next(seed for seed in range(100) if _dealt(seed, pair).state["first"] == 0)
    created = create(client, [HUMAN, HUMAN], seed=seed, window_seconds=1, **options_for(pair))
    match_id, current = created["id"], 0
    _move_and_take_power(client, match_id, created["seats"][0]["token"], "lotso")
    opened = view(client, match_id)
    (window,) = [d for d in opened["decisions"] if d["kind"] == "window"]
    assert window["seat"] == 1 - current and window["prompt"] == "condition"
    assert window["deadline"] is not None
    wait_for(lambda: of_type(events(client, match_id), "window_closed"), timeout=WAIT)
    found = events(client, match_id)
    (timeout,) = of_type(found, "timeout")
    assert (timeout["seat"], timeout["prompt"], timeout["policy"]) == (
        1 - current,
        "condition",
        "pass",
    )
    (closed,) = of_type(found, "window_closed")
    assert closed["played"] == []
    after = view(client, match_id)
    assert [(d["seat"], d["prompt"]) for d in after["decisions"]] == [(current, "act")]


THREE = ["lotso", "syndrome", "madame_mim"]


def _dealt(seed: int, villains: list[str] = THREE) -> Match:
    match, _ = engine.start(GAME, len(villains), options_for(villains), seed)
    return match


GAIN_AT = {"lotso": "library", "syndrome": "nomanisan_island", "madame_mim": "forest"}


def _move_and_take_power(client: FlaskClient, match_id: str, token: str, villain: str) -> None:
    """Move to the villain's location with a Gain 2 Power symbol and take it."""
    act(client, match_id, token, f"move:location={GAIN_AT[villain]}")
    act(client, match_id, token, "gain_power")


# --- 3. two Conditions at one instant, and a nested window -----------------------------------


def _holds(match: Match, seat: int, key: str) -> bool:
    return any(card.startswith(f"{key}-") for card in match.state["hands"][seat])


def _seed_for_two_conditions() -> int:
    """A deal where Lotso (seat 0) plays first, Syndrome holds 15 Years Later and Madame Mim
    As Big as a House."""
    for seed in range(5_000):
        match = _dealt(seed)
        if (
            match.state["first"] == 0
            and _holds(match, 1, "fifteen_years_later")
            and _holds(match, 2, "as_big_as_a_house")
        ):
            return seed
    raise AssertionError("no such deal in 5,000 seeds")


def _answer(client: FlaskClient, match_id: str, token: str, key: str) -> None:
    offer = listed(client, match_id, token)["actions"]
    played = [
        a
        for a in offer
        if a["type"] == "condition" and len(a["cards"]) == 1 and a["cards"][0].startswith(f"{key}-")
    ]
    assert played, offer
    act(client, match_id, token, played[0]["id"])


def _choose_all(client: FlaskClient, created: dict[str, Any], match_id: str, until: str) -> None:
    """Answer every choice frame with its first option until a decision ``until`` is open."""
    for _ in range(20):
        seen = view(client, match_id)
        if any(d["prompt"] == until for d in seen["decisions"]):
            return
        decision = seen["decisions"][0]
        token = created["seats"][decision["seat"]]["token"]
        act(client, match_id, token, listed(client, match_id, token)["actions"][0]["id"])
    raise AssertionError("the choices never ended")


def test_two_conditions_at_one_instant_and_a_nested_window(client, workers):
    """Lotso takes 2 Power: the window opens to Syndrome (15 Years Later: an opponent takes
    Power) and Madame Mim (As Big as a House: 2 or more at once). Both play their Condition;
    the answers stay sealed until both answered (V23); then they resolve in turn order from
    Lotso: Syndrome's first (a Hero of his own Fate deck comes to his realm with a -2 token),
    then Mim's, whose 2 Power is itself a situation: a nested window opens to Syndrome alone
    (not to Mim, who caused it, nor to Lotso, whose turn it is: V22), with an instance of its
    own. Syndrome passes, and Lotso's turn resumes where it was."""
    workers()
    seed = _seed_for_two_conditions()
    created = create(client, [HUMAN] * 3, seed=seed, window_seconds=600, **options_for(THREE))
    match_id, tokens = created["id"], [s["token"] for s in created["seats"]]
    _move_and_take_power(client, match_id, tokens[0], "lotso")
    opened = view(client, match_id)
    windows = [d for d in opened["decisions"] if d["kind"] == "window"]
    assert sorted(d["seat"] for d in windows) == [1, 2]
    first_instance = windows[0]["instance"]
    _answer(client, match_id, tokens[2], "as_big_as_a_house")
    sealed = events(client, match_id, tokens[1])
    (answered,) = of_type(sealed, "answered")
    assert answered["seat"] == 2 and "cards" not in answered and "answer" not in answered
    _answer(client, match_id, tokens[1], "fifteen_years_later")
    _choose_all(client, created, match_id, until="condition")
    nested = view(client, match_id)
    (window,) = [d for d in nested["decisions"] if d["kind"] == "window"]
    assert window["seat"] == 1 and window["instance"] != first_instance
    act(client, match_id, tokens[1], "pass")
    after = view(client, match_id)
    assert [(d["seat"], d["prompt"]) for d in after["decisions"]] == [(0, "act")]
    found = events(client, match_id)
    closed = of_type(found, "window_closed")
    assert [c["played"] for c in closed][0] == [
        [1, closed[0]["played"][0][1]],
        [2, closed[0]["played"][1][1]],
    ]
    played = [e["card"].rsplit("-", 1)[0] for e in of_type(found, "condition_played")]
    assert played == ["fifteen_years_later", "as_big_as_a_house"]
    assert after["table"]["power"][2] == 2 + 2  # Mim started third with 2, then As Big as a House
    assert len(of_type(found, "window_opened")) == 2
