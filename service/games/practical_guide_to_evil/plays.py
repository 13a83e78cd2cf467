"""Playing cards: the legal plays and Aspect uses (their options from ``playable.py``), and
what a play or a use does. Slots: one Thing (Named, Sword, Aspect, Team up!), one Action and
one Story a turn (RULINGS R4)."""

from __future__ import annotations

from service.engine.rng import Rng

from .deck import ABILITY, EFFECT, NAMED, STORY, TYPE
from .effects import STORIES
from .playable import BEHAVIOURS, SLOT, card_options
from .table import Action, Event, State, aspects_on, draw_cards, named_of, put_in_play

AGAINST_A_SEAT = "rule_of_three"  # the one Story aimed at an opponent's seat


def play_actions(state: State, seat: int, cards: list[str], free: bool) -> list[Action]:
    """Every legal play of ``cards``; ``free`` ignores the Thing and Action slots."""
    return [
        play_action(card, host, aim)
        for card in sorted(set(cards))
        for host, aim in card_options(state, seat, card, free)
    ]


def play_action(card: str, host: str, aim: str) -> Action:
    """The public action of one option ``(host, aim)`` of the rules: a Rule of Three is played
    against an opponent's seat (``play_against``, ``target``); any other card is a ``play``
    whose ``chosen`` lists the cards it chooses (none, one, or Evil turn on Evil's two)."""
    if STORY.get(card) == AGAINST_A_SEAT:
        return {"type": "play_against", "card": card, "target": int(aim)}
    return {"type": "play", "card": card, "host": host, "chosen": chosen_of(aim)}


def chosen_of(aim: str) -> list[str]:
    """The card ids of the rules' aim: '' none, ``a+b`` a pair (kept inside the rules)."""
    return aim.split("+") if aim else []


def aim_of(action: Action) -> str:
    """The rules' aim of a public play or use (``play_action``'s inverse)."""
    if action["type"] == "play_against":
        return str(action["target"])
    return "+".join(action["chosen"])


def play(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    """Play a card from the hand (or, in the Find step, from the discard pile)."""
    card, host, target = action["card"], action.get("host", ""), aim_of(action)
    found = state["step"] == "find"
    (state["discard"] if found else state["hands"][seat]).remove(card)
    slot = SLOT[TYPE[card]]
    if not found or slot == "story":
        state["used"].append(slot)
    state["step"] = "main"
    against = action["type"] == "play_against"
    event = {"type": "played", "seat": seat, "card": card, "host": host}
    event.update(
        chosen=[] if against else chosen_of(target), target=int(target) if against else None
    )
    events.append({**event, "found": found})
    _PLAY[TYPE[card]](state, seat, card, host, target, rng, events)


def _play_named(
    state: State, seat: int, card: str, host: str, target: str, rng: Rng, events: list[Event]
) -> None:
    put_in_play(state, card, seat, host or None)
    if ABILITY[card] == "draw_on_play":
        draw_cards(state, seat, 1, rng, events)
    elif ABILITY[card] == "heal":
        _heal(state, seat, events)


def _heal(state: State, seat: int, events: list[Event]) -> None:
    """Tariq: the Named most recently put on the discard pile goes to his controller's hand."""
    fallen = next((c for c in reversed(state["discard"]) if c in NAMED), None)
    if fallen is not None:
        state["discard"].remove(fallen)
        state["hands"][seat].append(fallen)
        events.append({"type": "raised", "seat": seat, "card": fallen})


def _play_thing(
    state: State, seat: int, card: str, host: str, target: str, rng: Rng, events: list[Event]
) -> None:
    put_in_play(state, card, None)  # Team up!: no player controls it


def _play_sword(
    state: State, seat: int, card: str, host: str, target: str, rng: Rng, events: list[Event]
) -> None:
    put_in_play(state, card, seat, host or None)


def _play_aspect(
    state: State, seat: int, card: str, host: str, target: str, rng: Rng, events: list[Event]
) -> None:
    put_in_play(state, card, seat, host)
    BEHAVIOURS[EFFECT[card]].resolve(state, seat, card, host, target, rng, events)


def _play_action(
    state: State, seat: int, card: str, host: str, target: str, rng: Rng, events: list[Event]
) -> None:
    BEHAVIOURS[EFFECT[card]].resolve(state, seat, card, host, target, rng, events)
    state["discard"].append(card)


def _play_story(
    state: State, seat: int, card: str, host: str, target: str, rng: Rng, events: list[Event]
) -> None:
    put_in_play(state, card, seat)
    STORIES[STORY[card]].resolve(state, seat, card, host, target, rng, events)


_PLAY = {
    "named": _play_named,
    "thing": _play_thing,
    "sword": _play_sword,
    "aspect": _play_aspect,
    "action": _play_action,
    "story": _play_story,
}


def use_actions(state: State, seat: int) -> list[Action]:
    """Aspect uses: a Named uses one only when none of its Aspects carries a marker."""
    actions = []
    for host in named_of(state, seat):
        aspects = aspects_on(state, host)
        if any(state["play"][a]["marker"] for a in aspects):
            continue
        for aspect in aspects:
            for _, aim in BEHAVIOURS[EFFECT[aspect]].options(state, seat, aspect, host):
                actions.append({"type": "use_aspect", "aspect": aspect, "chosen": chosen_of(aim)})
    return actions


def use_aspect(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    """Put a marker on the Aspect and resolve its effect again."""
    aspect, target = action["aspect"], aim_of(action)
    state["play"][aspect]["marker"] = True
    host = state["play"][aspect]["on"]
    chosen = chosen_of(target)
    events.append({"type": "used", "seat": seat, "aspect": aspect, "host": host, "chosen": chosen})
    BEHAVIOURS[EFFECT[aspect]].resolve(state, seat, aspect, host, target, rng, events)
