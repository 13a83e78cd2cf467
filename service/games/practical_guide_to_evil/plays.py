"""Playing cards: the legal plays and Aspect uses (their options from ``playable.py``), and
what a play or a use does. Slots: one Thing (Named, Sword, Aspect, Team up!), one Action and
one Story a turn (RULINGS R4)."""

from __future__ import annotations

from service.engine.rng import Rng

from .deck import ABILITY, EFFECT, NAMED, STORY, TYPE
from .effects import STORIES
from .playable import BEHAVIOURS, SLOT, card_options
from .table import Action, Event, State, aspects_on, draw_cards, named_of, put_in_play


def play_actions(state: State, seat: int, cards: list[str], free: bool) -> list[Action]:
    """Every legal ``play`` of ``cards``; ``free`` ignores the Thing and Action slots."""
    return [
        {"type": "play", "card": card, "host": host, "target": target}
        for card in sorted(set(cards))
        for host, target in card_options(state, seat, card, free)
    ]


def play(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    """Play a card from the hand (or, in the Find step, from the discard pile)."""
    card, host, target = action["card"], action["host"], action["target"]
    found = state["step"] == "find"
    (state["discard"] if found else state["hands"][seat]).remove(card)
    slot = SLOT[TYPE[card]]
    if not found or slot == "story":
        state["used"].append(slot)
    state["step"] = "main"
    event = {"type": "played", "seat": seat, "card": card, "host": host, "target": target}
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
            for _, target in BEHAVIOURS[EFFECT[aspect]].options(state, seat, aspect, host):
                actions.append({"type": "use_aspect", "aspect": aspect, "target": target})
    return actions


def use_aspect(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    """Put a marker on the Aspect and resolve its effect again."""
    aspect, target = action["aspect"], action["target"]
    state["play"][aspect]["marker"] = True
    host = state["play"][aspect]["on"]
    events.append({"type": "used", "seat": seat, "aspect": aspect, "host": host, "target": target})
    BEHAVIOURS[EFFECT[aspect]].resolve(state, seat, aspect, host, target, rng, events)
