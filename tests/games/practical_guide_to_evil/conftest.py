"""Scenario helpers for A Practical Guide to Evil: hand-built tables wrapped as engine matches."""

from __future__ import annotations

from typing import Any

import pytest
from scenario import Scenario

from service.engine import match as engine
from service.engine.match import Match
from service.games.practical_guide_to_evil.deck import CARD_IDS, SIDE
from service.games.practical_guide_to_evil.plays import aim_of, play_action
from service.games.practical_guide_to_evil.table import entry

GAME = "practical-guide-to-evil"


class Table(Scenario):
    """Builds matches from hand-built tables and plays actions on them through the engine."""

    @staticmethod
    def thing(owner: int | None, on: str | None = None, card: str = "", **fields: Any) -> dict:
        """A card in play; a Named keeps its printed side unless ``side`` is given."""
        made = entry(owner, on, SIDE.get(card))
        made.update(fields)
        return made

    @staticmethod
    def state(
        hands: list[list[str]], play: dict[str, dict] | None = None, **overrides: Any
    ) -> dict[str, Any]:
        """A table at seat 0's main step, turn 1; every other card lies in the draw pile."""
        seats = len(hands)
        play = {card: Table.thing(card=card, **fields) for card, fields in (play or {}).items()}
        discard = list(overrides.pop("discard", []))
        placed = {c for hand in hands for c in hand} | set(play) | set(discard)
        state: dict[str, Any] = {
            "seats": seats,
            "hands": [list(hand) for hand in hands],
            "draw": [c for c in CARD_IDS if c not in placed],
            "discard": discard,
            "play": play,
            "first": 0,
            "current": 0,
            "turn": 1,
            "max_turns": 30 * seats,
            "step": "main",
            "used": [],
            "shields": {},
            "grudges": [{} for _ in range(seats)],
            "triggers": [],
            "winners": None,
            "reason": None,
        }
        state.update(overrides)
        return state

    @staticmethod
    def match(hands: list[list[str]], play: dict[str, dict] | None = None, **kw: Any) -> Match:
        """The hand-built table as an engine match."""
        state = Table.state(hands, play, **kw)
        return Table.as_match(GAME, state)

    @staticmethod
    def play(match: Match, seat: int, card: str, host: str = "", aim: str = "") -> Match:
        """Play ``card`` on ``host`` aiming at ``aim`` (``plays_of``'s short form)."""
        return engine.submit(match, seat, play_action(card, host, aim), 0.0)[0]

    @staticmethod
    def end_turn(match: Match, seat: int) -> Match:
        return engine.submit(match, seat, {"type": "end_turn"}, 0.0)[0]

    @staticmethod
    def plays_of(match: Match, seat: int, card: str) -> list[tuple[str, str]]:
        """(host, aim) of every legal play of ``card``, short: the aim is '' for none, a card
        id, two card ids joined by '+' (Evil turn on Evil's ``chosen``), or a Rule of Three's
        ``target`` seat as a string."""
        return [
            (a.get("host", ""), aim_of(a))
            for a in Table.legal(match, seat)
            if a["type"] in ("play", "play_against") and a["card"] == card
        ]


@pytest.fixture
def t() -> type[Table]:
    """The scenario helpers."""
    return Table
