"""``illegal_reason`` (the game checks actions without listing them) cross-checked against
the listed legal actions on sampled states of random playouts."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from service.engine.registry import get_game
from service.engine.rng import Rng
from service.games.revenge_of_the_b_movie.deck import CARD_IDS, TYPES, TYPES_ORDER
from service.games.revenge_of_the_b_movie.film import MAX_CARDS, layout_items, placements

GAME = get_game("revenge-of-the-b-movie")

CROSS_MATCHES = 12  # per seat count
CROSS_EVERY = 5  # every fifth state of those matches


def _candidates(state: dict, seat: int) -> list[dict]:
    """Actions of every type for ``seat``, legal or not: every card of the hand and one it
    does not hold, every type, every film and one that does not exist, every index."""
    hand = sorted(state["hands"][seat])
    stranger = next(card for card in CARD_IDS if card not in hand)
    films = [film["id"] for film in state["films"]] + ["f999"]
    found: list[dict] = [{"type": "end_turn"}]
    for card in [*hand, stranger]:
        found.append({"type": "discard", "card": card})
        for kind in TYPES_ORDER:
            found.append({"type": "start", "card": card, "as": kind})
            for film in films:
                for at in range(MAX_CARDS + 2):
                    found.append({"type": "add", "card": card, "film": film, "as": kind, "at": at})
    for film in state["films"]:
        found.append(
            {"type": "rearrange", "film": film["id"], "layout": layout_items(film["cards"])}
        )
        reverse = list(reversed(film["cards"]))
        found.append({"type": "rearrange", "film": film["id"], "layout": layout_items(reverse)})
    for film in films:
        found.append({"type": "wrap", "film": film})
        found.append({"type": "keep", "film": film})
    found.append({"type": "keep", "film": ""})
    return found


def _wrong_actions(state: dict, seat: int, legal: list[dict]) -> list[dict]:
    """Deliberately wrong actions built from the legal ones."""
    hand = state["hands"][seat]
    stranger = next(card for card in CARD_IDS if card not in hand)
    wrong: list[dict] = [{"type": "keep", "film": "f999"}, {"type": "wrap", "film": "f999"}]
    if state["step"] == "act":
        wrong += [
            {"type": "discard", "card": stranger},
            {"type": "start", "card": stranger, "as": TYPES[stranger][0]},
        ]
        for action in legal:
            if action["type"] == "start":
                missing = next(k for k in TYPES_ORDER if k not in TYPES[action["card"]])
                wrong.append({**action, "as": missing})
            if action["type"] == "add":
                film = next(f for f in state["films"] if f["id"] == action["film"])
                spots = {at for at, _ in placements(film["cards"], action["card"], action["as"])}
                wrong.append({**action, "film": "f999"})
                wrong.append({**action, "at": max(spots) + 1})
                missing = next(k for k in TYPES_ORDER if k not in TYPES[action["card"]])
                wrong.append({**action, "as": missing})
                wrong.append({**action, "card": stranger})
    for film in state["films"]:  # the current layout is no rearrangement; rivals' never are
        wrong.append(
            {"type": "rearrange", "film": film["id"], "layout": layout_items(film["cards"])}
        )
    if state["step"] == "keep":
        offered = {action["film"] for action in legal}
        wrong += [
            {"type": "keep", "film": f["id"]} for f in state["films"] if f["id"] not in offered
        ]
    return wrong


def _check_reasons(state: dict, seat: int) -> None:
    legal = GAME.legal_actions(state, seat)
    for action in legal:
        assert GAME.illegal_reason(state, seat, action) is None, action
    for action in _wrong_actions(state, seat, legal):
        assert action not in legal, action
        assert GAME.illegal_reason(state, seat, action) is not None, action
    for action in _candidates(state, seat):
        allowed = GAME.illegal_reason(state, seat, action) is None
        assert allowed == (action in legal), (allowed, action)


@pytest.mark.parametrize("seats", [3, 4, 5, 6])
def test_illegal_reason_agrees_with_the_listed_actions(seats):
    """The game refuses actions without listing them (``illegal_reason``): on sampled playout
    states every listed action passes, deliberately wrong ones (a card not in hand, a film
    that does not exist, an index not among the placements, a type the card does not have,
    a layout not listed, a keep not offered) are refused, and of a broad set of candidate
    actions exactly the listed ones pass."""
    policy = random.Random(100 + seats)
    checked = Counter[str]()
    for seed in range(CROSS_MATCHES):
        state = GAME.setup(seats, GAME.default_options(), Rng.for_step(seed, 0))
        version = 0
        while GAME.outcome(state) is None:
            (decision,) = GAME.decisions(state)
            if version % CROSS_EVERY == 0:
                _check_reasons(state, decision.seat)
                checked[state["step"]] += 1
            action = policy.choice(GAME.legal_actions(state, decision.seat))
            version += 1
            state, _ = GAME.apply(state, decision.seat, action, Rng.for_step(seed, version), 0)
    assert checked["act"] and checked["wrap"] and checked["keep"], checked
