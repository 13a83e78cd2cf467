"""Scenario helpers for Villainous: hand-built tables, played through the game's own rules.

``Table.new(["syndrome", "lotso"])`` is a table at seat 0's act step (seat 0 first, mover on
its left-most location, every hand empty and every card in its deck); ``Table.hand``,
``Table.put`` and ``Table.power`` set it up; ``Table.act`` plays one action, checking first
that it is legal for the seat that holds the decision.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.rng import Rng
from service.games.villainous_bigger_and_badder import rules, table
from service.games.villainous_bigger_and_badder.table import key_of

GAME = "villainous-bigger-and-badder"
Events = list[dict[str, Any]]
State = dict[str, Any]


class Table:
    @staticmethod
    def new(villains: list[str], location: int = 0) -> State:
        """Seat 0 first and to act, at its ``location``; hands empty; Power 0 for all."""
        state = table.new_state(list(villains), Rng("scenario"))
        for seat in range(len(villains)):
            state["decks"][seat] += state["hands"][seat]
            state["decks"][seat].sort()
            state["hands"][seat] = []
            state["fate_decks"][seat].sort()
        state.update(first=0, current=0, step="act", power=[0] * len(villains))
        state["mover"][0] = location
        return state

    @staticmethod
    def take(state: State, card: str) -> None:
        """Take ``card`` out of wherever it is (a deck, a pile, a hand, a realm)."""
        for zone in ("hands", "decks", "discards", "fate_decks", "fate_discards"):
            for cards in state[zone]:
                if card in cards:
                    cards.remove(card)
                    return
        if state["merlin"] and card in state["merlin"]["deck"]:
            state["merlin"]["deck"].remove(card)
            return
        if state["merlin"] and card in state["merlin"]["defeated"]:
            state["merlin"]["defeated"].remove(card)
            return
        state["attached"].pop(card, None)
        for rows in state["board"]:
            for row in rows:
                for side in ("top", "bottom"):
                    if card in row[side]:
                        row[side].remove(card)

    @staticmethod
    def hand(state: State, seat: int, *cards: str) -> State:
        for card in cards:
            Table.take(state, card)
            state["hands"][seat].append(card)
        return state

    @staticmethod
    def put(state: State, seat: int, card: str, location: str) -> State:
        """Put ``card`` in ``seat``'s realm at ``location`` (a Hero in the top row)."""
        Table.take(state, card)
        index = table.location_index(state, seat, location)
        row = "top" if table.is_hero(card) else "bottom"
        state["board"][seat][index][row].append(card)
        return state

    @staticmethod
    def attach(state: State, item: str, host: str) -> State:
        Table.take(state, item)
        state["attached"][item] = host
        return state

    @staticmethod
    def on_top(state: State, deck: str, seat: int, *cards: str) -> State:
        """Put ``cards`` on top of ``seat``'s ``deck`` ("decks", "fate_decks"), the first on
        top."""
        for card in reversed(cards):
            Table.take(state, card)
            state[deck][seat].append(card)
        return state

    @staticmethod
    def legal(state: State, seat: int | None = None) -> list[dict[str, Any]]:
        holder = Table.holder(state) if seat is None else seat
        held = next((d for d in rules.decisions(state) if d.seat == holder), None)
        return [] if held is None else rules.actions(state, held)

    @staticmethod
    def holder(state: State) -> int:
        decisions = rules.decisions(state)
        assert decisions, "nobody holds a decision"
        return decisions[0].seat

    @staticmethod
    def act(
        state: State, action: dict[str, Any], seat: int | None = None, seed: str = "act"
    ) -> tuple[State, Events]:
        """Play ``action`` for ``seat`` (by default the holder of the first decision),
        refusing it unless it is legal."""
        seat = Table.holder(state) if seat is None else seat
        legal = Table.legal(state, seat)
        assert action in legal, f"{action} is not legal for seat {seat}: {legal}"
        return rules.apply(state, seat, action, Rng(seed))

    @staticmethod
    def choose(state: State, choice: str) -> tuple[State, Events]:
        return Table.act(state, {"type": "choose", "choice": choice})

    @staticmethod
    def where(state: State, seat: int, card: str) -> str | None:
        index = table.where(state, seat, card)
        return None if index is None else table.location_key(state, seat, index)

    @staticmethod
    def keys(cards: list[str]) -> list[str]:
        return sorted(key_of(c) for c in cards)


@pytest.fixture
def t() -> type[Table]:
    return Table
