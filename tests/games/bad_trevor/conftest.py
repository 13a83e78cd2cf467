"""Scenario helpers for Bad Trevor: hand-built tables wrapped as engine matches."""

from __future__ import annotations

from typing import Any

import pytest
from scenario import Scenario

from service.engine import match as engine
from service.engine.match import Match
from service.games.bad_trevor.deck import CARD_IDS, CARDS, KEVIN, PAIR_CARDS

GAME = "bad-trevor"


class Table(Scenario):
    """Builds matches from hand-built tables and plays actions on them through the engine."""

    @staticmethod
    def card(effect: str, nth: int = 0) -> str:
        """The ``nth`` card whose effect is ``effect``."""
        return [cid for cid, card in CARDS.items() if card.get("effect") == effect][nth]

    @staticmethod
    def pair(name: str) -> tuple[str, ...]:
        """Both cards of a civilian pair."""
        return PAIR_CARDS[name]

    @staticmethod
    def state(hands: list[list[str]], **overrides: Any) -> dict[str, Any]:
        """A table in play: every card not in a hand or attack hand lies on the discard pile."""
        seats = len(hands)
        attack = overrides.pop("attack", None)
        laid = list(attack["cards"]) if attack else []
        attacker = attack["attacker"] if attack else None
        in_play = {card for hand in hands for card in hand} | set(laid)
        kevin = overrides.get("kevin", "middle")
        discard = [c for c in CARD_IDS if c not in in_play and c != KEVIN]
        state: dict[str, Any] = {
            "seats": seats,
            "hands": [list(hand) for hand in hands],
            "discard": discard + ([KEVIN] if kevin == "discard" else []),
            "kevin": kevin,
            "kevin_banned": [],
            "first": 0,
            "direction": 1,
            "phase": "play",
            "step": "main",
            "current": 0,
            "ready": [True] * seats,
            "attack": None,
            "pending": None,
            "out": [
                s for s, hand in enumerate(hands) if not hand and not (attack and s == attacker)
            ],
            "spotlight": [False] * seats,
            "quick_strike": [False] * seats,
            "quagmire": False,
        }
        state.update(overrides)
        if attack:
            Table._lay_attack(state, attack)
        return state

    @staticmethod
    def _lay_attack(state: dict[str, Any], attack: dict[str, Any]) -> None:
        attacker = attack["attacker"]
        defender = attack.get("defender")
        if defender is None:
            defender = (attacker + state["direction"]) % state["seats"]
            while defender in state["out"]:
                defender = (defender + state["direction"]) % state["seats"]
        state["attack"] = {
            "attacker": attacker,
            "defender": defender,
            "cards": list(attack["cards"]),
            "size": len(attack["cards"]),
            "face_up": attack.get("face_up", False),
        }
        state["step"], state["current"] = "pick", defender

    @staticmethod
    def match(hands: list[list[str]], **overrides: Any) -> Match:
        """The hand-built table as an engine match."""
        state = Table.state(hands, **overrides)
        return Match(GAME, state["seats"], {}, 1, 1, state)

    @staticmethod
    def holders(match: Match) -> dict[int, str]:
        """Seat -> prompt of every open decision."""
        return {decision.seat: decision.prompt for decision in engine.decisions(match)}


@pytest.fixture
def t() -> type[Table]:
    """The scenario helpers."""
    return Table
