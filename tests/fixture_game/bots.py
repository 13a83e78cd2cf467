"""What the game's bots know: the heuristic, and the determinizer the ``ismcts`` search samples
hidden cards with. Both read only what the seat may know (its view)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.engine.game import Action, BotInput, State
from service.engine.ismcts import Budget, Config
from service.engine.rng import Rng

from .rules import BET, FOLD, RANKS

SEARCH = Config(budget=Budget(iterations=40))  # the outcome's reward, uniform playouts


def heuristic_bot(seen: BotInput, rng: Rng) -> Action:
    """Bet on the upper half of the ranks, fold below it."""
    card = seen.view["table"]["cards"][seen.seat]
    strong = RANKS.index(card) >= len(RANKS) // 2
    return BET if strong and BET in seen.legal else FOLD


def determinizer(view: dict[str, Any], memory: Any, seat: int) -> Callable[[Rng], State]:
    """Full states that fit the seat's view: the cards it cannot see dealt anew, at random,
    from the ranks it has not seen. The view holds the whole state but those cards."""
    table = view["table"]
    unseen = [rank for rank in RANKS if rank not in table["cards"]]

    def sample(rng: Rng) -> State:
        deck = list(unseen)
        rng.shuffle(deck)
        cards = [card if card is not None else deck.pop() for card in table["cards"]]
        return {
            "seats": len(cards),
            "cards": cards,
            "chips": list(table["chips"]),
            "pot": table["pot"],
            "folded": list(table["folded"]),
            "bet": list(table["bet"]),
            "speaker": table["speaker"],
            "step": table["step"],
            "winners": [],
            "reason": "",
        }

    return sample
