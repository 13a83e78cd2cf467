"""The ``heuristic`` bot: a pure function of its seat's view, its legal actions and its own Rng.

It values a film by its expected sale (the chance a d6 comes in at or under its cult, times
the payout), halved while the film has no Monster to make it legal, and plays the action
that raises its own films' value most or lowers a rival's most: it builds high-cult films,
completes a Monster early, dumps negative cards into rivals' films, wraps once a film sells
on a 4 or better (or at once when its hand is empty), and keeps its best film.
"""

from __future__ import annotations

from typing import Any

from service.engine.game import Action, BotInput
from service.engine.rng import Rng

from .deck import CULT
from .film import Entry, cult, from_items, is_legal, place, placements
from .search import expected_sale

Table = dict[str, Any]
RIVAL_WEIGHT = 0.8  # a rival's loss is worth a little less than our own gain
LEGAL_BONUS = 1.5  # completing a Monster early
WRAP_CULT = 4  # sells on a 4 or better


def heuristic_bot(seen: BotInput, rng: Rng) -> Action:
    """The legal action with the best score (ties broken at random)."""
    table = seen.view["table"]
    scores = [score(table, seen.seat, action) for action in seen.legal]
    best = max(scores)
    return rng.choice([a for a, s in zip(seen.legal, scores, strict=True) if s == best])


def value(cards: list[Entry]) -> float:
    """What a film is worth to its owner now."""
    worth = expected_sale(cards)
    return worth if is_legal(cards) else worth / 2


def score(table: Table, seat: int, action: Action) -> float:
    kind = action["type"]
    films = {film["id"]: film for film in table["films"]}
    if kind == "start":
        entry = {"card": action["card"], "as": action["as"]}
        return value([entry]) + (LEGAL_BONUS if action["as"] == "monster" else 0.0) + 0.5
    if kind == "add":
        return _add_score(films[action["film"]], seat, action)
    if kind == "discard":
        return -0.3 * max(CULT[action["card"]], 0) - 0.2
    if kind == "rearrange":
        return _rearrange_score(films[action["film"]], action["layout"])
    if kind == "wrap":
        return _wrap_score(table, seat, films[action["film"]])
    if kind == "keep":
        return value(films[action["film"]]["cards"]) if action["film"] else 0.0
    return 0.0  # end_turn


def _add_score(film: dict[str, Any], seat: int, action: Action) -> float:
    card, kind, at = action["card"], action["as"], action["at"]
    old = film["cards"]
    replaces = dict(placements(old, card, kind))[at]
    new = place(old, card, kind, at, replaces)[0]
    gain = value(new) - value(old) + (LEGAL_BONUS if is_legal(new) and not is_legal(old) else 0)
    return gain if film["owner"] == seat else -RIVAL_WEIGHT * gain


def _rearrange_score(film: dict[str, Any], layout: list[str]) -> float:
    new = from_items(layout)
    gain = value(new) - value(film["cards"])
    return gain - 0.1  # a rearrangement that changes nothing is not worth the request


def _wrap_score(table: Table, seat: int, film: dict[str, Any]) -> float:
    last_card = table["hand_counts"][seat] == 0
    if cult(film["cards"]) >= WRAP_CULT or (last_card and cult(film["cards"]) > 0):
        return 1.0 + value(film["cards"])
    return -1.0
