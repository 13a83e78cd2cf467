"""Shared by the games' determinizers: the unseen cards dealt at random into the places a
seat cannot see."""

from __future__ import annotations

from service.engine.rng import Rng


def deal_unseen(
    hands: list[list[str]], unseen: list[str], places: list[int], rng: Rng
) -> list[str]:
    """Shuffle ``unseen`` and deal one card to the hand of each entry of ``places`` (a seat
    number per missing card, in order); returns the cards left over (the pile)."""
    cards = list(unseen)
    rng.shuffle(cards)
    for owner, card in zip(places, cards, strict=False):
        hands[owner].append(card)
    return cards[len(places) :]
