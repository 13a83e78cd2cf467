"""Badass Force over HTTP, with real ``croupier worker`` processes and real Redis: the denounce
window of "Announce a Character and Use Its Power" (the rulebook's section), its sealed
answers (RULINGS F9), its deadline, the first denouncer clockwise from the announcer, and the
two outcomes of a denounced announcement; a human plays a whole match against three bots.

No timed assertions: waits give up after generous limits, and no bot's choices are relied on
(only the rules that bind whatever they choose)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from flask.testing import FlaskClient

from . import matches_over_http as http
from .conftest import wait_for
from .matches_over_http import act, action_log, bot, events, listed, of_type, view

GAME = "badass-force"
HUMAN: dict[str, Any] = {"type": "human"}
MAX_STEPS = 3_000
# Pinned so that the cast is known: tex-overdrive (aims at any other player, so its power
# always asks its announcer for a target at 4+ seats) plays; sgt-hank-payne stays in the box.
LEFT_OUT = "sgt-hank-payne"
WAIT = 240.0


def create(client: FlaskClient, seats: list[dict], seed: int, **options: Any) -> dict[str, Any]:
    return http.create(client, GAME, seats, seed, **options)


def clockwise(seats: int, seat: int) -> list[int]:
    """Every other seat, clockwise (increasing seat number) from ``seat``."""
    return [(seat + step) % seats for step in range(1, seats)]


# --- all-human set-ups -----------------------------------------------------------------------


def set_up(client: FlaskClient, created: dict[str, Any]) -> dict[str, Any]:
    """Every seat places its active character (the first of its hand); returns the view."""
    match_id = created["id"]
    for seat in created["seats"]:
        hand = view(client, match_id, seat["token"])["table"]["hand"]
        act(client, match_id, seat["token"], f"choose:card={hand[0]}")
    seen = view(client, match_id)
    assert seen["table"]["step"] == "act" and seen["table"]["round"] == 1
    return seen


def turn_to(client: FlaskClient, created: dict[str, Any], seat: int) -> dict[str, Any]:
    """Players change to the character they already have (a free action) until ``seat``'s turn."""
    match_id = created["id"]
    seen = view(client, match_id)
    while seen["table"]["current"] != seat:
        token = created["seats"][seen["table"]["current"]]["token"]
        active = view(client, match_id, token)["table"]["active"]
        act(client, match_id, token, f"change:card={active}")
        seen = view(client, match_id)
    assert [(d["seat"], d["prompt"]) for d in seen["decisions"]] == [(seat, "act")]
    assert all(p["score"] == 0 for p in seen["table"]["players"])
    return seen


# --- 1. a whole match -----------------------------------------------------------------------

IDLE = ("change", "swap")


def _my_decision_or_over(client: FlaskClient, match_id: str, token: str) -> dict | None:
    seen = view(client, match_id, token)
    mine = [d for d in seen["decisions"] if d["seat"] == 0]
    return seen if mine or seen["status"] == "finished" else None


def _pick(
    offer: list[dict[str, Any]], prompt: str, chosen: list[str], policy: random.Random
) -> dict:
    """The human's policy: announce at its first turn, then anything but idling when it can."""
    if prompt == "act" and "announce" not in chosen:
        return policy.choice([a for a in offer if a["type"] == "announce"])
    return policy.choice([a for a in offer if a["type"] not in IDLE] or offer)


def _check_whole_match(client: FlaskClient, played: http.Played) -> None:
    """Seat 0 announced and answered the setup choice and its turns; the target (or the round
    cap) ends the match, won by the best score (or tied, F19); every announcement's window
    closed once every other seat answered, and its challenger is the first denouncer
    clockwise from the announcer ("Announce a Character and Use Its Power"); seat 0 never
    sees another seat's secrets."""
    seen, prompts = played.seen, played.prompts
    outcome = seen["outcome"]
    assert "announce" in played.chosen and {"choose", "act"} <= prompts
    best = outcome["winners"] or outcome["tied"]  # a full tie: no winner yet (F19)
    assert best and not (outcome["winners"] and outcome["tied"])
    scores = outcome["scores"]
    if outcome["reason"] == "target":
        assert all(scores[w] >= seen["table"]["target"] for w in best)
    assert all(scores[w] == max(scores) for w in best)
    mine = events(client, played.match_id, played.token)
    types = {event["type"] for event in mine}
    assert {
        "set_up",
        "chose",
        "turn",
        "announced",
        "answered",
        "window_closed",
        "game_over",
        "match_finished",
    } <= types
    _check_windows(mine, seats=4, me=0)
    if any(event["seat"] != 0 for event in of_type(mine, "announced")):
        assert "denounce" in prompts  # the human answered the bots' windows itself
    secrets = {
        "chose": "character",
        "changed_character": "character",
        "answered": "answer",
        "vengeance": "loge",
    }
    leaked = [
        e for e in mine if e["type"] in secrets and e["seat"] != 0 and secrets[e["type"]] in e
    ]
    assert not leaked, leaked


# A whole match against three bots (tests/background/test_game_workers.py), two workers.
ROUND_TRIP = http.RoundTrip(
    setups={"": (("heuristic", "ismcts", "random"), {})},
    seed=11,
    reasons=("target", "round_cap"),
    workers=2,
    pick=_pick,
    check=_check_whole_match,
)


def _check_windows(found: list[dict[str, Any]], seats: int, me: int) -> None:
    """Each announcement: every other seat answers once, then the window closes, naming the
    denouncers clockwise from the announcer, the first of them the challenger; a challenge is
    revealed. ``me`` sees its own answers, no one else's."""
    announcements = [i for i, event in enumerate(found) if event["type"] == "announced"]
    assert announcements
    for start in announcements:
        announcer = found[start]["seat"]
        close = next(i for i in range(start, len(found)) if found[i]["type"] == "window_closed")
        answered = of_type(found[start:close], "answered")
        assert sorted(e["seat"] for e in answered) == sorted(clockwise(seats, announcer))
        for event in answered:
            assert ("answer" in event) == (event["seat"] == me), event
        closed = found[close]
        assert closed["seat"] == announcer and closed["character"] == found[start]["character"]
        order = clockwise(seats, announcer)
        assert closed["denouncers"] == sorted(closed["denouncers"], key=order.index)
        mine = [e for e in answered if e["seat"] == me]
        if mine:
            assert (me in closed["denouncers"]) == (mine[0]["answer"] == "denounce")
        if closed["denouncers"]:
            assert closed["denouncer_seat"] == closed["denouncers"][0]
            revealed = found[close + 1]
            assert (
                revealed["type"] == "revealed"
                and revealed["denouncer_seat"] == closed["denouncer_seat"]
            )
            assert revealed["bluff"] == (revealed["character"] != closed["character"])
        else:
            assert closed["denouncer_seat"] is None


# --- 2. the deadline ------------------------------------------------------------------------


def test_a_denounce_window_closes_at_its_deadline_through_a_worker(client, workers, store):
    """The rulebook: "once the name of the character has been announced, the other players
    have the chance to denounce it". With window_seconds=1 nobody answers, and a worker times
    the window out at (never before) its published deadline, every silent seat letting the
    announcement stand (a pass). Nobody denounced, so no challenger: the announcer applies the
    power, here Tex Overdrive's, whose target it now chooses."""
    workers()
    created = create(client, [HUMAN] * 4, seed=5, window_seconds=1, left_out=LEFT_OUT)
    match_id = created["id"]
    seen = set_up(client, created)
    announcer = seen["table"]["current"]
    token = created["seats"][announcer]["token"]
    done = act(client, match_id, token, "announce:character=tex-overdrive")
    windows = done["view"]["decisions"]
    assert sorted(d["seat"] for d in windows) == sorted(clockwise(4, announcer))
    assert all(
        (d["kind"], d["prompt"], d["instance"]) == ("window", "denounce", "1") for d in windows
    )
    deadline = windows[0]["deadline"]
    assert deadline and all(d["deadline"] == deadline for d in windows)
    announced_at = next(
        entry for entry in action_log(store, match_id) if entry["action"]["type"] == "announce"
    )
    assert announced_at["seat"] == announcer
    assert deadline == pytest.approx(announced_at["now"] + 1)

    wait_for(lambda: of_type(events(client, match_id), "window_closed"), timeout=WAIT)
    log = action_log(store, match_id)
    after = log[log.index(announced_at) + 1 :]
    assert len(after) == 1, after  # the system's timeout, and nothing else
    timeout = after[0]
    assert timeout["seat"] is None and timeout["action"]["type"] == "timeout"
    assert timeout["now"] >= deadline

    found = events(client, match_id)
    start = next(i for i, e in enumerate(found) if e["type"] == "announced")
    tail = found[start + 1 :]
    timed_out = of_type(tail, "timeout")
    assert sorted(e["seat"] for e in timed_out) == sorted(clockwise(4, announcer))
    assert all((e["prompt"], e["policy"]) == ("denounce", "pass") for e in timed_out)
    assert sorted(e["seat"] for e in of_type(tail, "answered")) == sorted(clockwise(4, announcer))
    (closed,) = of_type(tail, "window_closed")
    assert closed == {
        **closed,
        "seat": announcer,
        "character": "tex-overdrive",
        "denouncers": [],
        "denouncer_seat": None,
    }
    assert not of_type(tail, "revealed") and not of_type(tail, "killed")

    after_close = view(client, match_id)
    assert [(d["seat"], d["kind"], d["prompt"]) for d in after_close["decisions"]] == [
        (announcer, "turn", "power")
    ]
    assert after_close["table"]["announcement"] is None
    targets = [a["target"] for a in listed(client, match_id, token)["actions"]]
    assert sorted(targets) == sorted(clockwise(4, announcer))


# --- 3. several denouncers ------------------------------------------------------------------

SEATS = 5
ANNOUNCER = 3
# Clockwise from seat 3 of 5: 4, 0, 1, 2. Seats 4 and 1 denounce (not next to each other),
# seat 1 first: the challenger must be seat 4, the first clockwise, though neither the first
# to answer nor the lowest seat number.
FIRST_DENOUNCER, SECOND_DENOUNCER = 4, 1
PASSERS = (0, 2)


@pytest.mark.parametrize("bluff", [False, True], ids=["truthful", "bluff"])
def test_several_denouncers_the_first_clockwise_from_the_announcer_is_involved(
    client, workers, store, bluff
):
    """The rulebook: "if more than one player denounces the bluff, it is the first player
    clockwise from the active player who is involved". Two non-adjacent seats denounce, the
    later one clockwise answering first. Until the window closes the answers are sealed
    (RULINGS F9): another seat's events and view, the public's and the announcer's show who
    answered, not how.
    Then "Option 1" (truthful: the challenger loses a random character from hand, the
    announcer gains 2 points and plays the power after a free change) or "Option 2" (bluff:
    the announcer loses its active character, the challenger gains 2 points, no power)."""
    workers()
    created = create(client, [HUMAN] * SEATS, seed=3, window_seconds=600, left_out=LEFT_OUT)
    match_id = created["id"]
    tokens = [seat["token"] for seat in created["seats"]]
    set_up(client, created)
    turn_to(client, created, ANNOUNCER)
    own = view(client, match_id, tokens[ANNOUNCER])["table"]
    actual = own["active"]
    claimed = actual if not bluff else next(c for c in own["cast"] if c != actual)
    challenger_hand = view(client, match_id, tokens[FIRST_DENOUNCER])["table"]["hand"]
    second_hand = view(client, match_id, tokens[SECOND_DENOUNCER])["table"]["hand"]
    act(client, match_id, tokens[ANNOUNCER], f"announce:character={claimed}")

    act(client, match_id, tokens[SECOND_DENOUNCER], "denounce")
    act(client, match_id, tokens[FIRST_DENOUNCER], "denounce")
    act(client, match_id, tokens[PASSERS[0]], "pass")
    answered = sorted([SECOND_DENOUNCER, FIRST_DENOUNCER, PASSERS[0]])
    for onlooker in (tokens[PASSERS[1]], tokens[ANNOUNCER], None):
        seen = view(client, match_id, onlooker)
        assert seen["table"]["announcement"] == {
            "seat": ANNOUNCER,
            "character": claimed,
            "instance": 1,
            "answered": answered,
        }
        assert [d["seat"] for d in seen["decisions"]] == [PASSERS[1]]
        assert not of_type(events(client, match_id, onlooker), "window_closed")
        sealed = of_type(events(client, match_id, onlooker), "answered")
        assert [e["seat"] for e in sealed] == [SECOND_DENOUNCER, FIRST_DENOUNCER, PASSERS[0]]
        keys = {"id", "instance", "seat", "text", "type", "version"}
        assert all(set(e) == keys for e in sealed), sealed
    for seat in (SECOND_DENOUNCER, FIRST_DENOUNCER):
        sealed = of_type(events(client, match_id, tokens[seat]), "answered")
        assert [e.get("answer") for e in sealed] == [
            "denounce" if e["seat"] == seat else None for e in sealed
        ]

    before = view(client, match_id)["table"]["players"]
    done = act(client, match_id, tokens[PASSERS[1]], "pass")
    found = events(client, match_id)
    start = next(i for i, e in enumerate(found) if e["type"] == "window_closed")
    closed, revealed = found[start], found[start + 1]
    assert not of_type(found, "timeout")
    assert closed == {
        **closed,
        "seat": ANNOUNCER,
        "character": claimed,
        "denouncers": [FIRST_DENOUNCER, SECOND_DENOUNCER],
        "denouncer_seat": FIRST_DENOUNCER,
    }
    assert revealed == {
        **revealed,
        "type": "revealed",
        "seat": ANNOUNCER,
        "character": actual,
        "announced": claimed,
        "bluff": bluff,
        "denouncer_seat": FIRST_DENOUNCER,
    }
    killed = of_type(found[start:], "killed")
    assert len(killed) == 1, killed
    (kill,) = killed
    players = view(client, match_id)["table"]["players"]
    scores = [p["score"] for p in players]
    decisions = [(d["seat"], d["prompt"]) for d in done["view"]["decisions"]]
    if bluff:  # Option 2
        assert kill == {
            **kill,
            "seat": FIRST_DENOUNCER,
            "target": ANNOUNCER,
            "character": actual,
            "from_zone": "active",
            "cause": "denounce",
            "points": 2,
            "score": 2,
        }
        assert scores == [2 if s == FIRST_DENOUNCER else 0 for s in range(SEATS)]
        assert players[ANNOUNCER]["graveyard"] == [actual]
        assert not players[ANNOUNCER]["has_active"]
        assert players[FIRST_DENOUNCER]["hand_count"] == before[FIRST_DENOUNCER]["hand_count"]
        assert decisions == [(ANNOUNCER, "replace")]
        assert not of_type(found[start:], "power")  # "you therefore play no power this turn"
    else:  # Option 1
        assert kill == {
            **kill,
            "seat": ANNOUNCER,
            "target": FIRST_DENOUNCER,
            "from_zone": "hand",
            "cause": "resisted",
            "points": 2,
            "score": 2,
        }
        assert kill["character"] in challenger_hand
        assert scores == [2 if s == ANNOUNCER else 0 for s in range(SEATS)]
        assert players[FIRST_DENOUNCER]["graveyard"] == [kill["character"]]
        assert players[FIRST_DENOUNCER]["hand_count"] == len(challenger_hand) - 1
        lost = list(challenger_hand)
        lost.remove(kill["character"])
        assert view(client, match_id, tokens[FIRST_DENOUNCER])["table"]["hand"] == lost
        # the character shown to everyone goes back to hand, and a new one is placed
        own = view(client, match_id, tokens[ANNOUNCER])["table"]
        assert own["active"] is None and actual in own["hand"]
        assert decisions == [(ANNOUNCER, "rechoose")]
    # the second denouncer is not involved
    assert players[SECOND_DENOUNCER]["graveyard"] == []
    assert view(client, match_id, tokens[SECOND_DENOUNCER])["table"]["hand"] == second_hand


# --- 4. bots answer ------------------------------------------------------------------------


def _to_my_act(client: FlaskClient, match_id: str, token: str) -> dict[str, Any]:
    """Seat 0 plays along (lets every bot announcement stand, places the first character of its
    hand, aims a power at the first target) until it holds a turn's action."""
    for _ in range(MAX_STEPS):
        seen = wait_for(lambda: _my_decision_or_over(client, match_id, token), timeout=WAIT)
        assert seen["status"] != "finished"
        mine = [d for d in seen["decisions"] if d["seat"] == 0]
        if mine[0]["prompt"] == "act":
            return seen
        offer = listed(client, match_id, token)
        wanted = "pass" if mine[0]["prompt"] == "denounce" else None
        choice = next((a for a in offer["actions"] if a["id"] == wanted), offer["actions"][0])
        response = client.post(
            f"/v1/matches/{match_id}/actions",
            json={"action_id": choice["id"]},
            headers={**http.auth(token), "If-Match": f'"{offer["version"]}"'},
        )
        assert response.status_code in (200, 409), response.json
    raise AssertionError("seat 0 never held a turn")


def test_a_bot_seat_answers_a_denounce_window_in_the_worker(client, workers, store):
    """The denounce window an announcement opens is every other player's to answer, bots
    included: a human announces (truthfully) and the three bot seats answer in the workers;
    the window closes on the last of their answers, with no human answer and no deadline. The
    denouncers it names are those whose logged answer was a denounce, clockwise from the
    announcer; if there is one, the first is the challenger, the announcement is revealed
    true and the challenger loses a character from hand to the announcer ("Option 1")."""
    workers()
    workers()
    seats = [HUMAN, bot("random"), bot("ismcts"), bot("heuristic")]
    created = create(client, seats, seed=21)
    match_id, token = created["id"], created["seats"][0]["token"]
    seen = _to_my_act(client, match_id, token)
    actual = seen["table"]["active"]
    scores = [p["score"] for p in seen["table"]["players"]]
    done = act(client, match_id, token, f"announce:character={actual}")
    (announced,) = of_type(done["events"], "announced")
    assert announced["seat"] == 0 and announced["character"] == actual
    windows = [(d["seat"], d["kind"], d["prompt"]) for d in done["view"]["decisions"]]
    assert sorted(windows) == [(s, "window", "denounce") for s in (1, 2, 3)]
    log = action_log(store, match_id)
    announce_entry = max(
        i
        for i, entry in enumerate(log)
        if entry["seat"] == 0 and entry["action"]["type"] == "announce"
    )

    def closed() -> list[dict[str, Any]]:
        found = [e for e in events(client, match_id) if e["id"] > announced["id"]]
        return found if of_type(found, "window_closed") else []

    found = closed() or wait_for(closed, timeout=WAIT)
    close = next(i for i, e in enumerate(found) if e["type"] == "window_closed")
    window = found[:close]
    assert sorted(e["seat"] for e in of_type(window, "answered")) == [1, 2, 3]
    assert not of_type(window, "timeout")
    log = action_log(store, match_id)
    answers = log[announce_entry + 1 : announce_entry + 4]
    assert sorted(entry["seat"] for entry in answers) == [1, 2, 3]  # none is the system's
    assert all(entry["action"]["type"] in ("denounce", "pass") for entry in answers)
    denounced = {entry["seat"] for entry in answers if entry["action"]["type"] == "denounce"}

    verdict = found[close]
    assert verdict["denouncers"] == [s for s in (1, 2, 3) if s in denounced]
    if not denounced:
        assert verdict["denouncer_seat"] is None and not of_type(found, "revealed")
        return
    challenger = verdict["denouncers"][0]
    assert verdict["denouncer_seat"] == challenger
    revealed = found[close + 1]
    assert revealed == {
        **revealed,
        "type": "revealed",
        "seat": 0,
        "character": actual,
        "bluff": False,
        "denouncer_seat": challenger,
    }
    kill = found[close + 2]
    leader = [s for s, score in enumerate(scores) if score == max(scores)]
    bonus = int(leader == [challenger])
    assert kill == {
        **kill,
        "type": "killed",
        "seat": 0,
        "target": challenger,
        "from_zone": "hand",
        "cause": "resisted",
        "points": 2 + bonus,
        "score": scores[0] + 2 + bonus,
    }
