"""The box as data: cards.json, read once, with typed read-only accessors (RULINGS V1-V4).

Pure: no Flask, Redis, clock or randomness. Callers must not mutate what is returned.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Literal, NotRequired, TypedDict

CARDS_FILE = Path(__file__).with_name("cards.json")

Deck = Literal["villain", "fate"]
DECKS: tuple[Deck, ...] = ("villain", "fate")


class Location(TypedDict):
    key: str
    name: str
    locked: bool
    top: list[str]  # the actions a Hero at this location covers
    bottom: list[str]


class Objective(TypedDict):
    id: str
    text: str
    checked: Literal["immediately", "start_of_turn"]


class Card(TypedDict):
    key: str
    name: str
    villain: str
    deck: Deck
    type: str
    copies: int
    cost: int | None
    strength: int | None
    effect: str | None
    text: str
    trigger: NotRequired[str]  # conditions only
    attach: NotRequired[str | None]  # items only: "hero" or None (placed at a location)
    activated: NotRequired[bool]
    traits: NotRequired[list[str]]
    defeats: NotRequired[str]  # Mim's Transformations: the Merlin form each may fight


def _load() -> dict[str, Any]:
    return json.loads(CARDS_FILE.read_text(encoding="utf-8"))


DATA: dict[str, Any] = _load()
VILLAINS: dict[str, dict[str, Any]] = {v["key"]: v for v in DATA["villains"]}
CARDS: dict[str, Card] = {card["key"]: card for card in DATA["cards"]}
ACTIONS: frozenset[str] = frozenset(DATA["actions"])


def villains() -> tuple[str, ...]:
    """The villain keys, in the rulebook's order."""
    return tuple(VILLAINS)


def villain(key: str) -> dict[str, Any]:
    """A villain's whole entry: board, objective, start, setup, rules, components."""
    return VILLAINS[key]


def board(villain_key: str) -> list[Location]:
    """The four locations of a villain's board, left to right."""
    return VILLAINS[villain_key]["board"]


def location(villain_key: str, location_key: str) -> Location:
    return next(loc for loc in board(villain_key) if loc["key"] == location_key)


def objective(villain_key: str) -> Objective:
    return VILLAINS[villain_key]["objective"]


def start_location(villain_key: str) -> str:
    """Where the villain's mover stands at setup."""
    return VILLAINS[villain_key]["start"]["location"]


def card(key: str) -> Card:
    return CARDS[key]


def cards(villain_key: str | None = None, deck: Deck | None = None) -> list[Card]:
    """Distinct card entries (one per name, copies not expanded), filtered if asked."""
    return [c for c in CARDS.values() if _matches(c, villain_key, deck)]


def _matches(entry: Card, villain_key: str | None, deck: Deck | None) -> bool:
    return villain_key in (None, entry["villain"]) and deck in (None, entry["deck"])


def instance_ids(entry: Card) -> list[str]:
    """One id per physical copy: ``guards-1``, ``guards-2``... (``mirage-1`` for a single)."""
    return [f"{entry['key']}-{n}" for n in range(1, entry["copies"] + 1)]


def deck_list(villain_key: str, deck: Deck) -> list[str]:
    """Every physical card of one deck, as instance ids, in file order (unshuffled)."""
    return [cid for entry in cards(villain_key, deck) for cid in instance_ids(entry)]


def key_of(instance_id: str) -> str:
    """The card key of an instance id: ``guards-2`` is a ``guards``."""
    return instance_id.rsplit("-", 1)[0]


def instance(instance_id: str) -> Card:
    """The card entry an instance id is a copy of."""
    return CARDS[key_of(instance_id)]


def omnidroids() -> list[dict[str, Any]]:
    """Syndrome's three Omnidroid tiles, v.X8 to v.10 (RULINGS V14)."""
    return VILLAINS["syndrome"]["components"]["omnidroids"]


def merlin_transformations() -> list[dict[str, Any]]:
    """The seven Merlin's Transformations, which act as Heroes for Madame Mim (V16)."""
    return VILLAINS["madame_mim"]["components"]["merlin_transformations"]


def merlin_deck() -> list[str]:
    """Merlin's Transformations as instance ids (one copy each), unshuffled."""
    return [f"{form['key']}-1" for form in merlin_transformations()]


def buzz_lightyear() -> dict[str, Any]:
    """Lotso's two-sided Buzz Lightyear tile: Guardian and Demo Mode (V17)."""
    return VILLAINS["lotso"]["components"]["buzz_lightyear"]
