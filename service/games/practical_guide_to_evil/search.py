"""The ``ismcts`` bot: the engine's generic search with this game's reward, playout policy
and budget.

Reward: the outcome's (1 for a winner, 0 for the others); a playout cut at the depth cap is
scored by counted Stories (most of the value) and band size, so the search sees progress.
"""

from __future__ import annotations

from service.engine.game import Action, Game, State
from service.engine.ismcts import Budget, Config, outcome_rewards
from service.engine.rng import Rng

from .table import band_of, counted_by_seat

ITERATIONS = 60  # a few tens of ms a decision on one core
DEPTH = 40  # plies per iteration, tree and playout
PLAY_RATE = 0.8  # how often a playout plays a card rather than ends its turn, when it can


def rewards(game: Game, state: State, seats: int) -> list[float]:
    """The outcome's reward, or an estimate when the playout stopped at the depth cap."""
    if game.outcome(state) is not None:
        return outcome_rewards(game, state, seats)
    counted = counted_by_seat(state)
    return [
        min(0.95, (3.0 * len(counted[seat]) + 0.5 * len(band_of(state, seat))) / 12.0)
        for seat in range(seats)
    ]


def playout_policy(state: State, seat: int | None, legal: list[Action], rng: Rng) -> Action:
    """Uniform over the plays, ending the turn only now and then while a play is possible."""
    plays = [action for action in legal if action["type"] != "end_turn"]
    if plays and (len(plays) == len(legal) or rng.below(1000) < PLAY_RATE * 1000):
        return rng.choice(plays)
    return rng.choice(legal)


CONFIG = Config(
    budget=Budget(iterations=ITERATIONS), depth=DEPTH, reward=rewards, policy=playout_policy
)
