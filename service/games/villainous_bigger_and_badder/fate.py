"""The Fate action (rulebook "Fate", FAQ "I reveal a Fate card I cannot play"): reveal the top
two cards of an opponent's Fate deck (public), play one against them, discard the other.

Whoever takes the action makes every choice of the Fate card it plays (where a Hero goes,
which Hero an Item joins, what an Effect's "may" does: V10). A card that cannot be played is
discarded without effect, both of them if neither can.
"""

from __future__ import annotations

from typing import Any

from service.engine.rng import Rng

from . import effects, realm, stack, table, turn
from .table import Action, Event, State


def fate(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    target = action["target"]
    turn.use(state, seat, "fate")
    cards = [c for c in (table.top_fate(state, target, rng, events) for _ in range(2)) if c]
    state["revealed"] = cards
    events.append({"type": "fate", "seat": seat, "target": target, "cards": list(cards)})
    stack_then(state, "fate_cleanup", target=target)
    offer(state, seat, target, rng, events)


def stack_then(state: State, handler: str, **data: Any) -> None:
    """A step that runs once every frame above it is done."""
    state["stack"].append(
        {"kind": "then", "id": stack.next_serial(state), "handler": handler, "data": data}
    )


def offer(state: State, actor: int, target: int, rng: Rng, events: list[Event]) -> None:
    """Ask which revealed card to play (if more than one can be)."""
    options = [c for c in state["revealed"] if playable(state, actor, target, c)]
    if len(options) == 1:
        play(state, actor, target, options[0], rng, events)
    elif options:
        stack.ask(state, actor, "fate", "fate_pick", options, target=target)


def playable(state: State, actor: int, target: int, card: str) -> bool:
    kind = table.card_type(card)
    if kind == "hero":
        return True
    if kind == "item":  # "All Fate-deck Items must be attached to a Hero!"
        return bool(table.heroes(state, target))
    return effects.can_resolve(state, effects.context(target, actor, card, "fate"))


def play(state: State, actor: int, target: int, card: str, rng: Rng, events: list[Event]) -> None:
    """Play one revealed Fate card against ``target``: a Hero or an Item stays among the
    revealed cards until it is placed (a card is always in one place, V66)."""
    events.append({"type": "fate_played", "seat": actor, "target": target, "card": card})
    kind = table.card_type(card)
    if kind not in ("hero", "item"):
        state["revealed"].remove(card)
    if kind == "hero":
        stack.ask(
            state,
            actor,
            "place_hero",
            "fate_place",
            table.location_keys(state, target),
            target=target,
            card=card,
        )
    elif kind == "item":
        stack.ask(
            state,
            actor,
            "attach",
            "fate_attach",
            sorted(table.heroes(state, target)),
            target=target,
            card=card,
        )
    else:
        effects.start(state, effects.context(target, actor, card, "fate"), rng, events)


@effects.handler("fate_pick")
def _pick(state: State, frame: dict[str, Any], choice: str, rng: Rng, events: list[Event]) -> None:
    play(state, frame["seat"], frame["data"]["target"], choice, rng, events)


@effects.handler("fate_place")
def _place(state: State, frame: dict[str, Any], choice: str, rng: Rng, events: list[Event]) -> None:
    """ "You may play a Hero card to any location in your opponent's realm"."""
    target, card = frame["data"]["target"], frame["data"]["card"]
    place_hero(
        state, target, frame["seat"], card, table.location_index(state, target, choice), rng, events
    )


def place_hero(
    state: State, target: int, chooser: int, hero: str, index: int, rng: Rng, events: list[Event]
) -> None:
    """A Hero played to ``target``'s realm: placed, then what it does when played. A revealed
    Hero waits among the revealed cards until then (V66)."""
    if hero in state["revealed"]:
        state["revealed"].remove(hero)
    realm.place(state, target, hero, index, events)
    effects.on_play(state, effects.context(target, chooser, hero, "fate"), rng, events)


@effects.handler("fate_attach")
def _attach(
    state: State, frame: dict[str, Any], choice: str, rng: Rng, events: list[Event]
) -> None:
    state["revealed"].remove(frame["data"]["card"])
    realm.attach(state, frame["data"]["target"], frame["data"]["card"], choice, events)


@effects.handler("fate_cleanup")
def _cleanup(
    state: State, frame: dict[str, Any], choice: str, rng: Rng, events: list[Event]
) -> None:
    """ "Discard the other": whatever revealed card was not played."""
    target = frame["data"]["target"]
    left = state["revealed"]
    state["fate_discards"][target].extend(left)
    if left:
        events.append({"type": "fate_discarded", "seat": target, "cards": list(left)})
    state["revealed"] = []
