"""Scenario helpers for Revenge of the B-Movie: hand-built tables wrapped as engine matches."""

from __future__ import annotations

from typing import Any

import pytest
from scenario import Scenario

from service.engine import match as engine
from service.engine.match import Match
from service.games.revenge_of_the_b_movie.deck import CARD_IDS
from service.games.revenge_of_the_b_movie.table import empty_state

GAME = "revenge-of-the-b-movie"


class Table(Scenario):
    """Builds matches from hand-built tables and plays actions on them through the engine."""

    @staticmethod
    def title(layout: str) -> list[dict[str, str]]:
        """``"mummy-1=monster on-ice=finale"`` as a film's cards."""
        return [dict(zip(("card", "as"), item.split("="), strict=True)) for item in layout.split()]

    @staticmethod
    def film(owner: int, layout: str, wrapped: bool = False, **more: Any) -> dict[str, Any]:
        return {"owner": owner, "cards": Table.title(layout), "wrapped": wrapped, **more}

    @staticmethod
    def state(
        hands: list[list[str]], films: list[dict] | None = None, **overrides: Any
    ) -> dict[str, Any]:
        """A table in round 1 at seat 0's act step, seat 0 dealing; films get ids f1, f2...
        in order; every other card lies in the deck (its top last)."""
        films = [{"id": f"f{n}", **film} for n, film in enumerate(films or [], start=1)]
        discard = list(overrides.pop("discard", []))
        placed = {c for hand in hands for c in hand} | set(discard)
        placed |= {entry["card"] for film in films for entry in film["cards"]}
        state = empty_state(len(hands), [c for c in CARD_IDS if c not in placed])
        state.update(
            round=1,
            hands=[list(hand) for hand in hands],
            films=films,
            next_film=len(films) + 1,
            discard=discard,
        )
        state.update(overrides)
        return state

    @staticmethod
    def match(hands: list[list[str]], films: list[dict] | None = None, **kw: Any) -> Match:
        state = Table.state(hands, films, **kw)
        return Table.as_match(GAME, state)

    @staticmethod
    def spots(match: Match, seat: int, card: str, film: str = "f1") -> list[tuple[str, int]]:
        """(type, at) of every legal add of ``card`` into ``film``."""
        return [
            (a["as"], a["at"])
            for a in Table.legal(match, seat)
            if a["type"] == "add" and a["card"] == card and a["film"] == film
        ]

    @staticmethod
    def add(match: Match, seat: int, card: str, kind: str, at: int, film: str = "f1") -> Match:
        action = {"type": "add", "card": card, "film": film, "as": kind, "at": at}
        return engine.submit(match, seat, action, 0.0)[0]

    @staticmethod
    def cards(match: Match, film: str = "f1") -> str:
        """A film's title as ``card=type`` words."""
        found = next(f for f in match.state["films"] if f["id"] == film)
        return " ".join(f"{e['card']}={e['as']}" for e in found["cards"])


@pytest.fixture
def t() -> type[Table]:
    """The scenario helpers."""
    return Table
