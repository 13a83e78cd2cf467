"""The deck as data: cards.json, loaded once, expanded into physical cards with unique ids."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

DECK_FILE = Path(__file__).with_name("cards.json")
TYPES_ORDER = ("introduction", "make-up", "special-fx", "monster", "finale", "connection")
SUPPORTS = frozenset({"make-up", "special-fx"})  # "placed before any monster"
MUSICAL = "the-musical"  # the one Finale that may follow another (the rulebook's special case)


def load_entries() -> list[dict[str, Any]]:
    """Every entry of cards.json, in file order (one per card name)."""
    return json.loads(DECK_FILE.read_text(encoding="utf-8"))["cards"]


def physical_ids(entry: dict[str, Any]) -> list[str]:
    """``key`` for a single copy; ``key-1``, ``key-2``... for several."""
    copies = entry.get("copies", 1)
    return [entry["key"]] if copies == 1 else [f"{entry['key']}-{n}" for n in range(1, copies + 1)]


def _names(entry: dict[str, Any]) -> dict[str, str]:
    """The name the card shows as each of its types (most show one name whatever the type)."""
    return {kind: entry.get("names", {}).get(kind, entry["name"]) for kind in entry["types"]}


ENTRIES: dict[str, dict[str, Any]] = {entry["key"]: entry for entry in load_entries()}
CARDS: dict[str, dict[str, Any]] = {
    card_id: entry for entry in ENTRIES.values() for card_id in physical_ids(entry)
}
CARD_IDS: tuple[str, ...] = tuple(CARDS)
KEY: dict[str, str] = {card_id: entry["key"] for card_id, entry in CARDS.items()}
TYPES: dict[str, tuple[str, ...]] = {c: tuple(e["types"]) for c, e in CARDS.items()}
NAMES: dict[str, dict[str, str]] = {c: _names(e) for c, e in CARDS.items()}
CULT: dict[str, int] = {c: e["cult"] for c, e in CARDS.items()}
EDIT: dict[str, dict[str, str]] = {c: e["edit"] for c, e in CARDS.items() if e.get("edit")}


def first_letter(card: str) -> str:
    """The letter the first dealer is found by: the first letter of the card's (first) name,
    skipping anything that is not a letter ("3-D" counts as D) (RULINGS B2)."""
    name = CARDS[card]["name"]
    return next((ch for ch in name.upper() if ch.isalpha()), "Z")
