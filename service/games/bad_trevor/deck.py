"""The deck as data: cards.json, loaded once, with lookups by card id."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

TREVOR = "trevor"
KEVIN = "kevin"
DECK_FILE = Path(__file__).with_name("cards.json")


def load_cards() -> list[dict[str, Any]]:
    """Every card of cards.json, in file order."""
    return json.loads(DECK_FILE.read_text(encoding="utf-8"))["cards"]


CARDS: dict[str, dict[str, Any]] = {card["id"]: card for card in load_cards()}
CARD_IDS: tuple[str, ...] = tuple(CARDS)
KIND: dict[str, str] = {card_id: card["kind"] for card_id, card in CARDS.items()}
EFFECT: dict[str, str] = {cid: card["effect"] for cid, card in CARDS.items() if "effect" in card}
PAIR: dict[str, str] = {cid: card["pair"] for cid, card in CARDS.items() if "pair" in card}
PAIR_CARDS: dict[str, tuple[str, ...]] = {
    pair: tuple(cid for cid in CARD_IDS if PAIR.get(cid) == pair) for pair in set(PAIR.values())
}


def pairs_held(hand: list[str]) -> list[str]:
    """The civilian pairs of which ``hand`` holds both cards, sorted."""
    return sorted(pair for pair, count in _pair_counts(hand).items() if count == 2)


def singles_held(hand: list[str]) -> list[str]:
    """The civilians of which ``hand`` holds exactly one card, sorted."""
    return sorted(pair for pair, count in _pair_counts(hand).items() if count == 1)


def _pair_counts(hand: list[str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for card in hand:
        pair = PAIR.get(card)
        if pair is not None:
            counts[pair] = counts.get(pair, 0) + 1
    return counts


def giveable(hand: list[str]) -> list[str]:
    """The cards of ``hand`` an effect may move: all but Bad Trevor, sorted."""
    return sorted(card for card in hand if card != TREVOR)
