"""The table: the state's shape, a cheap clone and the queries every rule module shares."""

from __future__ import annotations

from typing import Any

from service.engine.rng import Rng

from .film import Film, cult, is_legal

State = dict[str, Any]
Action = dict[str, Any]
Event = dict[str, Any]

HAND_SIZE = 5
MAX_FILMS = 2  # "Each player may only have 2 film titles in front of them at any one time"
MAX_ROUNDS = 40  # the round cap, a server's backstop (RULINGS B15)
TARGETS = {3: 20, 4: 15, 5: 10, 6: 10}  # $M to win, by player count
RATES = {5: 1, 6: 2, 7: 3}  # $M per point of cult, by the film's number of cards
# Who wins at the target (the ``winner`` option, RULINGS B13): the first seller to reach it,
# as printed, or the richest of those at it once the selling phase is played out (a variant)
FIRST, RICHEST = "first", "richest"
WINNER_RULES = (FIRST, RICHEST)


def rate(cards: int) -> int:
    """$1M per point of cult for 5 cards or fewer, $2M for 6, $3M for 7."""
    return RATES.get(cards, 1)


def expected_sale(cards: list[dict[str, str]]) -> float:
    """A film's expected payout if offered now: P(d6 <= cult) times cult times the rate (the
    bots' yardstick: the heuristic's and the search's)."""
    value = cult(cards)
    return max(0, min(value, 6)) / 6 * value * rate(len(cards))


def empty_state(seats: int, deck: list[str], winner: str = FIRST) -> State:
    """A table before its first round: everything in the deck; ``winner`` is the rule that
    names the winner at the target (``WINNER_RULES``)."""
    return {
        "seats": seats,
        "round": 0,
        "max_rounds": MAX_ROUNDS,
        "dealer": 0,
        "current": 0,
        "step": "act",
        "hands": [[] for _ in range(seats)],
        "deck": deck,
        "discard": [],
        "films": [],
        "next_film": 1,
        "money": [0] * seats,
        "target": TARGETS[seats],
        "winner": winner,
        "rearranged": False,
        "winners": None,
        "reason": None,
    }


def clone(state: State) -> State:
    """A copy that apply may change freely: every container is copied."""
    # Kept by hand (not the engine's copy_json): random playouts, 4 players, ran
    # 12,474 actions/s with it and 10,368 with copy_json (issue 33).
    new = dict(state)
    new["hands"] = [list(hand) for hand in state["hands"]]
    new["deck"] = list(state["deck"])
    new["discard"] = list(state["discard"])
    new["films"] = [copy_film(film) for film in state["films"]]
    new["money"] = list(state["money"])
    return new


def copy_film(film: Film) -> Film:
    return {**film, "cards": [dict(entry) for entry in film["cards"]]}


def film_by_id(state: State, film_id: str) -> Film | None:
    return next((film for film in state["films"] if film["id"] == film_id), None)


def films_of(state: State, seat: int) -> list[Film]:
    return [film for film in state["films"] if film["owner"] == seat]


def open_films(state: State) -> list[Film]:
    """Films cards may still be played into: every unwrapped one, whoever's."""
    return [film for film in state["films"] if not film["wrapped"]]


def wrappable(state: State, seat: int) -> list[Film]:
    return [f for f in films_of(state, seat) if not f["wrapped"] and is_legal(f["cards"])]


def next_seat(state: State, seat: int) -> int:
    """Clockwise is the next seat number; the dealer passes to the left, the same way."""
    return (seat + 1) % state["seats"]


def draw(state: State, rng: Rng, events: list[Event]) -> str:
    """The deck's top card; an empty deck is replaced by the discard pile, shuffled."""
    if not state["deck"]:
        state["deck"], state["discard"] = state["discard"], []
        rng.shuffle(state["deck"])
        events.append({"type": "reshuffled", "count": len(state["deck"])})
    return state["deck"].pop()


def is_over(state: State) -> bool:
    return state["step"] == "over"
