"""The cast, the armoury and the dice as data: cards.json, loaded once (RULINGS F1-F3)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

CARDS_FILE = Path(__file__).with_name("cards.json")
COPIES = 3  # "24 Weapon cards (8 weapons, 3 copies of each)"
CAST_SIZE = 7  # "Select 7 different characters from those available"


def load_data() -> dict[str, Any]:
    return json.loads(CARDS_FILE.read_text(encoding="utf-8"))


DATA = load_data()
CHARACTERS: dict[str, dict[str, Any]] = {c["key"]: c for c in DATA["characters"]}
CHARACTER_IDS: tuple[str, ...] = tuple(CHARACTERS)
CLASS: dict[str, str] = {key: c["class"] for key, c in CHARACTERS.items()}
WEAPON_KINDS: dict[str, dict[str, Any]] = {w["key"]: w for w in DATA["weapons"]}
WEAPON_IDS: tuple[str, ...] = tuple(
    f"{key}-{n}" for key in WEAPON_KINDS for n in range(1, COPIES + 1)
)
DICE: tuple[tuple[str, ...], ...] = tuple(tuple(die["faces"]) for die in DATA["dice"])


def kind(weapon: str) -> str:
    """A weapon card's kind: ``snub-revolver-2`` is a ``snub-revolver``."""
    return weapon.rsplit("-", 1)[0]


def weapon(card: str) -> dict[str, Any]:
    """The facts of a weapon card: its kind's charge bar and ability."""
    return WEAPON_KINDS[kind(card)]


def fire_at(card: str) -> int:
    """The explosion space: from this charge on, the execution ability may be used."""
    return int(weapon(card)["fire"])


def max_charge(card: str) -> int:
    return int(weapon(card)["max"])


def is_unstable(card: str) -> bool:
    return bool(weapon(card).get("unstable"))
