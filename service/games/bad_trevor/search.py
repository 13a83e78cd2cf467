"""The ``ismcts`` bot for Bad Trevor: the engine's generic search with this game's reward,
playout policy and budget.

Reward per seat: 0 for the loser, else 1 plus up to 0.1 for going out earlier (with three
players: first out 1.1, second 1.05): not being left with Bad Trevor is what matters (the
only loss the rules know); going out early is a small tie-breaker that also shortens play.
A playout cut at the depth cap scores the seats already out by their place, and splits the
chance of losing among those still in, the seat holding Bad Trevor taking a double share.
"""

from __future__ import annotations

from service.engine.game import Action, Game, State
from service.engine.ismcts import FINISH_BONUS, Budget, Config, outcome_rewards
from service.engine.rng import Rng

from .deck import TREVOR
from .table import active_seats

ITERATIONS = 100  # ~20 ms a decision on one core: a worker answers well under a second
DEPTH = 30  # plies per iteration, tree and playout; then the estimate scores the table
KEVIN_RATE = 0.1  # how often a playout's defender slams Kevin rather than picks


def rewards(game: Game, state: State, seats: int) -> list[float]:
    """The outcome's reward, or an estimate when the playout stopped at the depth cap."""
    if game.outcome(state) is not None:
        return outcome_rewards(game, state, seats)
    return estimate(state)


def estimate(state: State) -> list[float]:
    """Unfinished: placed seats by place; the rest share one loss, Trevor's holder twice."""
    out, active = state["out"], active_seats(state)
    seats = state["seats"]
    holder = _trevor_holder(state)
    shares = len(active) + (1 if holder in active else 0)
    values = []
    for seat in range(seats):
        if seat in out:
            values.append(1.0 + FINISH_BONUS * (seats - 1 - out.index(seat)) / (seats - 1))
        else:
            values.append(1.0 - (2 if seat == holder else 1) / shares)
    return values


def _trevor_holder(state: State) -> int | None:
    attack = state["attack"]
    if attack is not None and TREVOR in attack["cards"]:
        return attack["attacker"]
    return next((s for s, hand in enumerate(state["hands"]) if TREVOR in hand), None)


def playout_policy(state: State, seat: int | None, legal: list[Action], rng: Rng) -> Action:
    """Uniform over the actions, but a slam of Kevin only now and then (random players would
    slam at the first attack hand, which says little about a position)."""
    calm = [action for action in legal if action["type"] != "kevin"]
    if calm and (len(calm) == len(legal) or rng.below(1000) >= KEVIN_RATE * 1000):
        return rng.choice(calm)
    return rng.choice(legal)


CONFIG = Config(
    budget=Budget(iterations=ITERATIONS),
    depth=DEPTH,
    reward=rewards,
    policy=playout_policy,
)
