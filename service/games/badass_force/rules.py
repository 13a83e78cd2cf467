"""The rules: who decides what (``decisions``), what they may do (``actions``) and what it does
(``apply``). Sections named are the rulebook's; RULINGS F<n> are ours.

A turn: the charge (``table.start_turn``), then one action (step ``act``). An announcement
opens the denounce window to every other player (step ``denounce``); what follows an action
(a new active character for a player who lost theirs, the free change after a reveal, the
target of a power) is queued in ``pending`` (step ``resolve``) and decided one at a time; the
turn ends when the queue is empty.
"""

from __future__ import annotations

from service.engine.game import Decision
from service.engine.rng import Rng
from service.engine.windows import Window, fields_of

from .deck import DICE, fire_at
from .powers import execute, execution_targets, fizzles, power_targets, use_power
from .table import (
    Action,
    Event,
    State,
    Strike,
    add_charge,
    charge,
    clone,
    end_turn,
    others,
    start_turn,
    take_weapon,
)

CHOOSING = ("choose", "replace", "rechoose")  # prompts answered with a "choose" action


def decisions(state: State) -> list[Decision]:
    """Setup: every seat chooses its active character at once. Then the first of ``pending``,
    or the denounce window (to every other seat that has not answered), or the turn."""
    step = state["step"]
    if step == "over":
        return []
    if step == "setup":
        return [Decision(s, "turn", "choose") for s, a in enumerate(state["actives"]) if a is None]
    if state["pending"]:
        item = state["pending"][0]
        return [Decision(item["seat"], "turn", item["prompt"])]
    if step == "denounce":
        return denounce_window(state).decisions()
    return [Decision(state["current"], "turn", "act")]


def denounce_window(state: State) -> Window:
    """The open announcement's denounce window: open to every other seat, its answers sealed
    (RULINGS F9), closed once all of them answered."""
    announcement = state["announcement"]
    answers = tuple((int(seat), answer) for seat, answer in announcement["answers"].items())
    seats = tuple(others(state, announcement["seat"]))
    return Window("denounce", announcement["instance"], seats, answers)


def actions(state: State, decision: Decision) -> list[Action]:
    seat = decision.seat
    assert seat is not None
    if decision.prompt in CHOOSING:
        return [{"type": "choose", "card": card} for card in sorted(set(state["hands"][seat]))]
    if decision.prompt == "denounce":
        return [{"type": "denounce"}, {"type": "pass"}]
    if decision.prompt == "power":
        item = state["pending"][0]
        targets = power_targets(state, seat, item["character"]) or []
        return [{"type": "power", "target": target} for target in targets]
    return turn_actions(state, seat)


def turn_actions(state: State, seat: int) -> list[Action]:
    """The turn's one action ("Then Perform One of the Following Actions"): change character
    or weapon, execute, the armoury, or announce a character (any of the cast: bluffing is
    allowed)."""
    hand = sorted({*state["hands"][seat], state["actives"][seat]})
    found: list[Action] = [{"type": "change", "card": card} for card in hand]
    centre = sorted(set(state["centre"]))
    found += [{"type": "swap", "weapon": card} for card in centre]
    if charge(state, seat) >= fire_at(state["weapons"][seat]["card"]):
        found += [
            {"type": "execute", "target": target, "weapon": card}
            for target in execution_targets(state, seat)
            for card in centre
        ]
    found.append({"type": "armoury"})
    found += [{"type": "announce", "character": character} for character in state["cast"]]
    return found


def apply(state: State, seat: int | None, action: Action, rng: Rng) -> tuple[State, list[Event]]:
    assert seat is not None
    new, events = clone(state), []
    kind = action["type"]
    if kind == "choose":
        _choose(new, seat, action["card"], events)
    elif kind in ("denounce", "pass"):
        _answer(new, seat, kind, rng, events)
    elif kind == "power":
        item = new["pending"].pop(0)
        use_power(new, seat, item["character"], action["target"], rng, events)
    else:
        _act(new, seat, action, rng, events)
    _settle(new, rng, events)
    return new, events


def _choose(state: State, seat: int, card: str, events: list[Event]) -> None:
    """A face-down active character from the hand: at setup, after a loss, after a reveal."""
    prompt = "choose" if state["step"] == "setup" else state["pending"].pop(0)["prompt"]
    state["hands"][seat].remove(card)
    state["actives"][seat] = card
    private = {str(seat): {"character": card}}
    events.append({"type": "chose", "seat": seat, "prompt": prompt, "private": private})
    if state["step"] == "setup" and all(a is not None for a in state["actives"]):
        state["round"] = 1
        start_turn(state, state["first"], events)


def _act(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    kind = action["type"]
    if kind == "change":
        _change_character(state, seat, action["card"], events)
    elif kind == "swap":
        take_weapon(state, seat, action["weapon"], "swap", rng, events)
    elif kind == "execute":
        execute(state, seat, action["target"], rng, events)
        take_weapon(state, seat, action["weapon"], "execute", rng, events)
    elif kind == "armoury":
        _armoury(state, seat, rng, events)
    else:
        _announce(state, seat, action["character"], events)
        return
    state["step"] = "resolve"


def _change_character(state: State, seat: int, card: str, events: list[Event]) -> None:
    """Take the active character back and put one from the hand face down (maybe the same)."""
    hand = state["hands"][seat]
    hand.append(state["actives"][seat])
    hand.remove(card)
    hand.sort()
    state["actives"][seat] = card
    events.append(
        {"type": "changed_character", "seat": seat, "private": {str(seat): {"character": card}}}
    )


def _armoury(state: State, seat: int, rng: Rng, events: list[Event]) -> None:
    """Roll the two dice: green +1 for you, yellow +1 for everyone, red +1 for everyone else;
    a double red also empties your weapon (RULINGS F15)."""
    faces = [die[rng.below(len(die))] for die in DICE]
    jammed = faces.count("red") == len(faces)
    events.append({"type": "armoury", "seat": seat, "dice": faces, "jammed": jammed})
    strike = Strike(state, seat, "explosion", rng, events, aimed=None)
    for face in faces:
        if face in ("green", "yellow"):
            add_charge(state, seat, 1)
        if face in ("yellow", "red"):
            for other in others(state, seat):
                add_charge(state, other, 1, strike)
    if jammed:
        state["weapons"][seat]["charge"] = 0
    events.append({"type": "charges", "charges": [charge(state, s) for s in range(state["seats"])]})


def _announce(state: State, seat: int, character: str, events: list[Event]) -> None:
    """An announcement ("I am ..."): the denounce window opens to every other player."""
    state["announcements"] += 1
    state["announcement"] = {
        "seat": seat,
        "character": character,
        "answers": {},
        "instance": state["announcements"],
    }
    state["step"] = "denounce"
    opened = denounce_window(state).opened(seat=seat, character=character)
    events.append({"type": "announced", **fields_of(opened, "seat", "character", "instance")})


def _answer(state: State, seat: int, answer: str, rng: Rng, events: list[Event]) -> None:
    """A sealed answer (RULINGS F9): everyone sees that ``seat`` answered, only it sees how."""
    _, answered = denounce_window(state).answer(seat, answer)
    state["announcement"]["answers"][str(seat)] = answer
    events.append({"type": "answered", **fields_of(answered, "instance", "seat")})
    if denounce_window(state).is_closed:
        _close_window(state, rng, events)


def _close_window(state: State, rng: Rng, events: list[Event]) -> None:
    """Every answer is shown; the first denouncer clockwise from the active player is the one
    involved; the announcement stands, is resisted, or is found out."""
    announcement, window = state["announcement"], denounce_window(state)
    announcer, claimed = announcement["seat"], announcement["character"]
    answers = dict(window.answers)
    denouncers = [s for s in window.seats if answers[s] == "denounce"]
    challenger = denouncers[0] if denouncers else None
    closed = window.closed(
        seat=announcer, character=claimed, denouncers=denouncers, denouncer_seat=challenger
    )
    shown = fields_of(closed, "instance", "seat", "character", "denouncers", "denouncer_seat")
    events.append({"type": "window_closed", **shown})
    state.update(step="resolve", announcement=None)
    if challenger is None:
        state["pending"].append({"seat": announcer, "prompt": "power", "character": claimed})
        return
    actual = state["actives"][announcer]
    bluff = actual != claimed
    events.append(
        {
            "type": "revealed",
            "seat": announcer,
            "character": actual,
            "announced": claimed,
            "bluff": bluff,
            "denouncer_seat": challenger,
        }
    )
    if bluff:  # "Option 2": the active character is lost; the challenger scores
        Strike(state, challenger, "denounce", rng, events, announcer, pierce=True).active(announcer)
        return
    # "Option 1": the challenger loses a random character from hand; the announcer scores,
    # takes the shown character back (a free change) and plays the power
    state["actives"][announcer] = None
    state["hands"][announcer] = sorted([*state["hands"][announcer], actual])
    Strike(state, announcer, "resisted", rng, events, aimed=challenger).from_hand(challenger)
    state["pending"].append({"seat": announcer, "prompt": "rechoose"})
    state["pending"].append({"seat": announcer, "prompt": "power", "character": claimed})


def _settle(state: State, rng: Rng, events: list[Event]) -> None:
    """Resolve what needs no one's choice (a power that aims at no one, at nobody or at one
    player only: RULINGS F11), and end the turn once nothing is pending."""
    while state["step"] == "resolve":
        if not state["pending"]:
            end_turn(state, events)
            return
        item = state["pending"][0]
        if item["prompt"] != "power" or not _resolves_itself(state, item, rng, events):
            return


def _resolves_itself(state: State, item: dict, rng: Rng, events: list[Event]) -> bool:
    targets = power_targets(state, item["seat"], item["character"])
    if targets is not None and len(targets) > 1:
        return False
    state["pending"].pop(0)
    if targets == []:
        fizzles(state, item["seat"], item["character"], events)
    else:
        use_power(state, item["seat"], item["character"], (targets or [None])[0], rng, events)
    return True
