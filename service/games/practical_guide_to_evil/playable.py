"""What can be played now: the (host, target) options of every card, from the hand or, in the
Find step, from the discard pile; and Find itself, whose condition is exactly that. Slots: one
Thing (Named, Sword, Aspect, Team up!), one Action and one Story a turn (RULINGS R4).

Apart from ``plays.py`` (what a play does), so that Find's condition, which asks what could
be played, imports nothing that imports it back."""

from __future__ import annotations

from collections.abc import Iterator

from service.engine.rng import Rng

from .deck import ATTACHED, CARDS, EFFECT, SIDE, STORY, TYPE
from .effects import EFFECTS, STORIES, Behaviour, Options
from .table import (
    BAND,
    MAX_ASPECTS,
    Event,
    State,
    aspects_on,
    band_allows,
    band_of,
    controls_named,
    entry,
    named_of,
    named_on,
    side,
    sword_on,
)

SLOT = {"named": "thing", "thing": "thing", "sword": "thing", "aspect": "thing"}
SLOT.update(action="action", story="story")


def card_options(state: State, seat: int, card: str, free: bool) -> Iterator[tuple[str, str]]:
    """(host, target) pairs for playing ``card`` now; ``free`` ignores the Thing and Action
    slots (Find's play), never the Story's."""
    slot = SLOT[TYPE[card]]
    if slot in state["used"] and (slot == "story" or not free):
        return iter(())
    kind = TYPE[card]
    if kind == "named":
        return iter(_named_options(state, seat, card))
    if kind == "thing":
        return iter([("", "")])
    if kind == "sword":
        return iter(_sword_options(state, seat, card))
    if kind == "aspect":
        return _aspect_options(state, seat, card)
    if kind == "action":
        return iter(BEHAVIOURS[EFFECT[card]].options(state, seat, card, ""))
    if not controls_named(state, seat):
        return iter(())  # a Story only while you control a Named (later revisions)
    return iter(STORIES[STORY[card]].options(state, seat, card, ""))


def can_find(state: State, seat: int) -> bool:
    """Find: the discard pile holds a card (not another Find) that ``seat`` could play now."""
    return any(
        next(card_options(state, seat, card, True), None) is not None
        for card in dict.fromkeys(state["discard"])
        if EFFECT.get(card) != "find"
    )


def _named_options(state: State, seat: int, card: str) -> list[tuple[str, str]]:
    """An attached Named hangs on an unattached Named of your band that carries none; Sabah,
    a member of the band, also needs its place and side, as any other Named (R9, R10)."""
    if card in BAND and not band_allows(state, seat, SIDE[card]):
        return []
    if card not in ATTACHED:
        return [("", "")]
    hosts = [h for h in band_of(state, seat) if state["play"][h]["on"] is None]
    return [(host, "") for host in hosts if named_on(state, host) is None]


def _sword_options(state: State, seat: int, card: str) -> list[tuple[str, str]]:
    hero_only = CARDS[card].get("hero_only", False)
    bearers = [
        n
        for n in named_of(state, seat)
        if sword_on(state, n) is None and (not hero_only or side(state, n) == "hero")
    ]
    return [("", ""), *((n, "") for n in bearers)]


def _aspect_options(state: State, seat: int, card: str) -> Iterator[tuple[str, str]]:
    """An Aspect's condition is judged as the table will stand once it hangs on its Named
    (R11): Find's third place filled, Conquer's own +1 counted."""
    behaviour = BEHAVIOURS[EFFECT[card]]
    for host in named_of(state, seat):
        if len(aspects_on(state, host)) < MAX_ASPECTS:
            yield from behaviour.options(_attached(state, seat, card, host), seat, card, host)


def _attached(state: State, seat: int, card: str, host: str) -> State:
    """The table with Aspect ``card`` on ``host`` (a shallow copy, only read)."""
    after = dict(state)
    after["play"] = {**state["play"], card: entry(seat, host)}
    return after


def _find_options(state: State, seat: int, card: str, host: str) -> Options:
    return [(host, "")] if can_find(state, seat) else []


def _find(
    state: State, seat: int, card: str, host: str, target: str, rng: Rng, ev: list[Event]
) -> None:
    """Search the discard pile for a card and play it: the ``find`` step follows. Its options
    were judged on this very table, so a card is there to play; the check only keeps the
    step from ever opening without one."""
    if can_find(state, seat):
        state["step"] = "find"
        ev.append({"type": "find", "seat": seat})


# Every Action and Aspect behaviour, Find's included.
BEHAVIOURS: dict[str, Behaviour] = {**EFFECTS, "find": Behaviour(_find_options, _find)}
