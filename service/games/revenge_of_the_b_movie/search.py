"""The ``ismcts`` bot: the engine's generic search with this game's reward, playout policy
and budget.

Reward: the outcome's (1 for a winner, 0 for the others); a playout cut at the depth cap is
scored by money and the expected sale of each seat's wrapped films, as a share of the target.
"""

from __future__ import annotations

from service.engine.game import Action, Game, State
from service.engine.ismcts import Budget, Config, outcome_rewards
from service.engine.rng import Rng

from .film import cult
from .table import films_of, rate

ITERATIONS = 60  # a few tens of ms a decision on one core
DEPTH = 30  # plies per iteration, tree and playout
REARRANGE_RATE = 0.1  # how often a playout rearranges when it could do something else


def expected_sale(cards: list[dict[str, str]]) -> float:
    """A film's expected payout if offered now: P(d6 <= cult) times cult times the rate."""
    value = cult(cards)
    return max(0, min(value, 6)) / 6 * value * rate(len(cards))


def rewards(game: Game, state: State, seats: int) -> list[float]:
    """The outcome's reward, or an estimate when the playout stopped at the depth cap."""
    if game.outcome(state) is not None:
        return outcome_rewards(game, state, seats)
    target = state["target"]
    worth = [
        state["money"][seat]
        + sum(expected_sale(f["cards"]) for f in films_of(state, seat) if f["wrapped"])
        for seat in range(seats)
    ]
    return [min(0.95, value / target) for value in worth]


def playout_policy(state: State, seat: int | None, legal: list[Action], rng: Rng) -> Action:
    """Uniform over the plays, rearranging only now and then."""
    plays = [action for action in legal if action["type"] != "rearrange"]
    if plays and (len(plays) == len(legal) or rng.below(1000) >= REARRANGE_RATE * 1000):
        return rng.choice(plays)
    return rng.choice(legal)


CONFIG = Config(
    budget=Budget(iterations=ITERATIONS), depth=DEPTH, reward=rewards, policy=playout_policy
)
