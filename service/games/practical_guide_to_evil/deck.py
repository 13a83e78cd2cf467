"""The deck as data: cards.json, loaded once, expanded into physical cards with unique ids."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

DECK_FILE = Path(__file__).with_name("cards.json")
TEAM_UP = "team-up"


def load_entries() -> list[dict[str, Any]]:
    """Every entry of cards.json, in file order (one per card name)."""
    return json.loads(DECK_FILE.read_text(encoding="utf-8"))["cards"]


def physical_ids(entry: dict[str, Any]) -> list[str]:
    """``key`` for a single copy; ``key-1``, ``key-2``... for several."""
    copies = entry.get("copies", 1)
    return [entry["key"]] if copies == 1 else [f"{entry['key']}-{n}" for n in range(1, copies + 1)]


ENTRIES: dict[str, dict[str, Any]] = {entry["key"]: entry for entry in load_entries()}
CARDS: dict[str, dict[str, Any]] = {
    card_id: entry for entry in ENTRIES.values() for card_id in physical_ids(entry)
}
CARD_IDS: tuple[str, ...] = tuple(CARDS)
TYPE: dict[str, str] = {card_id: entry["type"] for card_id, entry in CARDS.items()}
KEY: dict[str, str] = {card_id: entry["key"] for card_id, entry in CARDS.items()}
NAMED = frozenset(c for c, kind in TYPE.items() if kind == "named")
ATTACHED = frozenset(c for c in NAMED if CARDS[c].get("attached"))
# "She doesn't count as a member of your band of five" (Eudokia's text, RULINGS R10).
OUTSIDE_BAND = frozenset(c for c in NAMED if CARDS[c].get("in_band") is False)
POWER: dict[str, int] = {c: CARDS[c]["power"] for c in NAMED}
ABILITY: dict[str, str] = {c: CARDS[c]["ability"] for c in NAMED}
SIDE: dict[str, str] = {c: CARDS[c]["side"] for c in NAMED}
EFFECT: dict[str, str] = {c: e["effect"] for c, e in CARDS.items() if "effect" in e}
STORY: dict[str, str] = {c: e["story"] for c, e in CARDS.items() if "story" in e}
AMOUNT: dict[str, int] = {c: e["amount"] for c, e in CARDS.items() if "amount" in e}
