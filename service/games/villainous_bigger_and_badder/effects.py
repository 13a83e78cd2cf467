"""Card behaviour, keyed by the ``effect`` id of ``cards.json`` (one entry per behaviour).

Four registries, filled by ``cards_syndrome``, ``cards_mim`` and ``cards_lotso``:

- ``EFFECTS``: Effect cards (Villain and Fate) and Conditions: ``can`` (FAQ: "If you cannot
  do what a card tells you to, you cannot play it") and ``resolve``.
- ``ON_PLAY``: what an Ally or a Hero does when it is *played* (not when it is moved).
- ``ACTIVATED``: activated abilities (the Activate action).
- ``HANDLERS``: what a choice frame (``stack.ask``) does with the option picked.

Every resolution gets a context ``ctx`` (JSON, since it may wait in a frame): ``realm`` (the
seat whose realm the card acts in), ``chooser`` (who makes its choices: the card's owner, or
whoever played a Fate card, V10), ``card``, ``source`` (``hand``, ``fate``, ``condition``,
``activate``, ``play``) and, for a Condition, ``trigger`` (the situation it answers).

An Effect or a Condition card waits in ``state["resolving"]`` while it resolves ("Apply the
card's effect, then discard it"): its ``resolve`` (or the last handler of its choices) calls
``finish`` exactly once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from service.engine.rng import Rng

from . import realm, stack, table
from .table import Event, State

Ctx = dict[str, Any]
Resolve = Callable[[State, Ctx, Rng, list[Event]], None]
Check = Callable[[State, Ctx], bool]
Handler = Callable[[State, dict[str, Any], str, Rng, list[Event]], None]


def always(state: State, ctx: Ctx) -> bool:
    return True


@dataclass(frozen=True)
class Effect:
    resolve: Resolve
    can: Check = always


EFFECTS: dict[str, Effect] = {}
ON_PLAY: dict[str, Resolve] = {}
ACTIVATED: dict[str, Effect] = {}
HANDLERS: dict[str, Handler] = {}


def context(realm_seat: int, chooser: int, card: str, source: str, **more: Any) -> Ctx:
    return {"realm": realm_seat, "chooser": chooser, "card": card, "source": source, **more}


def can_resolve(state: State, ctx: Ctx) -> bool:
    effect = EFFECTS.get(table.effect_of(ctx["card"]) or "")
    return effect is not None and effect.can(state, ctx)


def start(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """Resolve an Effect or a Condition card: it waits in ``resolving`` until ``finish``."""
    state["resolving"].append(ctx["card"])
    EFFECTS[table.effect_of(ctx["card"])].resolve(state, ctx, rng, events)


def finish(state: State, ctx: Ctx, events: list[Event]) -> None:
    """The card has done all it does: to its discard pile (a Fate card to the realm's Fate
    discard pile, a Villain card to its owner's Villain discard pile)."""
    card = ctx["card"]
    state["resolving"].remove(card)
    realm.to_pile(state, ctx["realm"], card)
    events.append({"type": "resolved", "seat": ctx["realm"], "card": card})


def on_play(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """What a played Ally or Hero does on arrival, if anything."""
    resolve = ON_PLAY.get(table.effect_of(ctx["card"]) or "")
    if resolve is not None and table.has_ability(state, ctx["realm"], ctx["card"]):
        resolve(state, ctx, rng, events)


def can_activate(state: State, ctx: Ctx) -> bool:
    ability = ACTIVATED.get(table.effect_of(ctx["card"]) or "")
    return ability is not None and ability.can(state, ctx)


def activate(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    ACTIVATED[table.effect_of(ctx["card"])].resolve(state, ctx, rng, events)


def handle(state: State, frame: dict[str, Any], choice: str, rng: Rng, events: list[Event]) -> None:
    HANDLERS[frame["handler"]](state, frame, choice, rng, events)


def handler(name: str) -> Callable[[Handler], Handler]:
    """Register a choice handler under ``name``."""

    def register(function: Handler) -> Handler:
        HANDLERS[name] = function
        return function

    return register


def ask(
    state: State, ctx: Ctx, prompt: str, handler_name: str, options: list[str], **data: Any
) -> None:
    """Ask the card's chooser to pick one of ``options``; the handler gets ``ctx`` back in
    ``frame["data"]["ctx"]``."""
    stack.ask(state, ctx["chooser"], prompt, handler_name, options, ctx=ctx, **data)
