"""The ``heuristic`` bot: a pure function of its seat's view, its legal actions and its own Rng.

It values a film by its expected sale (the chance a d6 comes in at or under its cult, times
the payout), halved while the film has no Monster to make it legal, and plays the action
that raises its own films' value most or lowers a rival's most: it builds high-cult films,
completes a Monster early, dumps negative cards into rivals' films, wraps a film once its
expected sale now is worth at least what the film would sell for grown longer (a sixth card
doubles the rate, a seventh triples it: RULINGS B1; cards beyond its hand wait for the next
round, its carried film), or on its last card a film it would not carry over, and keeps its
best film.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from service.engine.game import Action, BotInput
from service.engine.rng import Rng

from .deck import CULT
from .film import MAX_CARDS, Entry, cult, from_items, is_legal, place, placements
from .table import HAND_SIZE, expected_sale, rate

Table = dict[str, Any]
RIVAL_WEIGHT = 0.8  # a rival's loss is worth a little less than our own gain
LEGAL_BONUS = 1.5  # completing a Monster early
WRAP_CULT = 4  # sells on a 4 or better


@dataclass(frozen=True)
class Style:
    """When the bot wraps. A fixed style wraps at ``wrap_cult`` or more, once the film has
    ``wrap_cards`` cards or more (1: at any length, the server's bot before long films were
    weighed). A weighing style (``weigh``) wraps when the film's expected sale now is worth
    at least what it would be worth grown to any longer length, each card adding
    ``card_cult`` to its cult, a card risked at ``card_risk`` (a rival's negative card, the
    round ending first) and a round more at ``round_risk``. The bench tries them
    (bench/bmovie_deck.py)."""

    wrap_cult: int = WRAP_CULT
    wrap_cards: int = 1
    weigh: bool = False
    card_cult: float = 0.9
    card_risk: float = 0.9
    round_risk: float = 0.6


OLD_STYLE = Style()
SERVER_STYLE = Style(weigh=True)


def heuristic_bot(seen: BotInput, rng: Rng, style: Style = SERVER_STYLE) -> Action:
    """The legal action with the best score (ties broken at random)."""
    table = seen.view["table"]
    scores = [score(table, seen.seat, action, style) for action in seen.legal]
    best = max(scores)
    return rng.choice([a for a, s in zip(seen.legal, scores, strict=True) if s == best])


def value(cards: list[Entry]) -> float:
    """What a film is worth to its owner now."""
    worth = expected_sale(cards)
    return worth if is_legal(cards) else worth / 2


def score(table: Table, seat: int, action: Action, style: Style = SERVER_STYLE) -> float:
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
        return _wrap_score(table, seat, films[action["film"]], style)
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


def _wrap_score(table: Table, seat: int, film: dict[str, Any], style: Style) -> float:
    """Wrap a film of the style's cult and length, or on the last card a film worth
    anything that is not long enough to be worth carrying over."""
    cards, last_card = film["cards"], table["hand_counts"][seat] == 0
    if style.weigh:
        return _weighed_wrap_score(table, seat, film, style)
    long_enough = len(cards) >= style.wrap_cards
    if long_enough and cult(cards) >= style.wrap_cult:
        return 1.0 + value(cards)
    if last_card and cult(cards) > 0 and (long_enough or not _carried(table, seat, film)):
        return 1.0 + value(cards)
    return -1.0


def _weighed_wrap_score(table: Table, seat: int, film: dict[str, Any], style: Style) -> float:
    """Wrap when the film sells for at least what it would grow to; on the last card, wrap
    anything worth selling unless it is the film carried into the next round."""
    cards = film["cards"]
    if cult(cards) <= 0 or not is_legal(cards):
        return -1.0
    now = value(cards)
    if table["hand_counts"][seat] == 0 and not _carried(table, seat, film):
        return 1.0 + now
    return 1.0 + now if now >= grown_worth(table, seat, film, style) else -1.0


def grown_worth(table: Table, seat: int, film: dict[str, Any], style: Style) -> float:
    """The best discounted expected sale of ``film`` grown by one card or more, up to seven:
    cards beyond its owner's hand this round wait for the next round (its only film then)."""
    cards, hand = film["cards"], table["hand_counts"][seat]
    carried = _carried(table, seat, film)
    best = 0.0
    for extra in range(1, MAX_CARDS - len(cards) + 1):
        rounds = 0 if extra <= hand else 1 + (extra - hand - 1) // HAND_SIZE
        if rounds and not carried:
            break
        grown = cult(cards) + style.card_cult * extra
        sale = max(0.0, min(grown, 6)) / 6 * grown * rate(len(cards) + extra)
        best = max(best, sale * style.card_risk**extra * style.round_risk**rounds)
    return best


def _carried(table: Table, seat: int, film: dict[str, Any]) -> bool:
    """Left unwrapped, the film would go on into the next round: its owner's only film."""
    return [f["id"] for f in table["films"] if f["owner"] == seat] == [film["id"]]
