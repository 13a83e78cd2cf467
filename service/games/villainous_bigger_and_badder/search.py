"""The ``ismcts`` bot: the engine's generic search with this game's playouts and reward.

Playouts play the ``heuristic`` rules for every seat on the sampled table (its quick look at
a card's choices), each seat reading only its own hand of the sample and what is public. A
match lasts dozens of turns, so a playout stops at the depth cap, about two turns of two
seats, and is scored there by each seat's standing (``heuristic.standing``: progress towards
its Objective and what helps it) against the best of the others. The tree is one ply deep
(flat Monte Carlo over the root's actions): below it the tree's opponents would choose
knowing the sampled hands.

The root searches only the heuristic's ``WIDTH`` best actions on one sampled table (a turn
lists dozens, so the budget tells a few apart rather than trying each of dozens once); inside
a card's choice, the heuristic's own pick first and the other options after it. On a tie the
earlier candidate, so the heuristic's choice stands unless the playouts say otherwise.
"""

from __future__ import annotations

from service.engine.game import Action, BotInput, Game, State
from service.engine.ismcts import Budget, Config, best, outcome_rewards
from service.engine.rng import Rng

from . import determinize
from .heuristic import decide, standing, turn_worths

ITERATIONS = 40  # about 0.17 s a decision on one core here, under 0.4 s at worst (measured)
DEPTH = 24  # plies per iteration: a turn or two of each seat
TREE_DEPTH = 1  # the root's actions only (see above)
SPREAD = 12.0  # a lead of this much standing is worth the whole reward range
WIDTH = 4  # the root's candidates: the heuristic's best few actions


def rewards(game: Game, state: State, seats: int) -> list[float]:
    """The outcome's reward; at the depth cap, each seat's standing over the best other's,
    around one half."""
    if game.outcome(state) is not None:
        return outcome_rewards(game, state, seats)
    values = [standing(state, seat) for seat in range(seats)]
    return [
        min(
            0.95,
            max(0.05, 0.5 + (value - max(v for o, v in enumerate(values) if o != seat)) / SPREAD),
        )
        for seat, value in enumerate(values)
    ]


def playout_policy(state: State, seat: int | None, legal: list[Action], rng: Rng) -> Action:
    """The heuristic's quick move for ``seat`` on the sampled table."""
    assert seat is not None
    return decide(state, seat, legal, rng, deep=False)


def root_candidates(seen: BotInput, rng: Rng) -> list[Action]:
    """The heuristic's ``WIDTH`` best actions on one sampled table, best first."""
    state = determinize.determinizer(seen.view, seen.memory, seen.seat)(rng)
    worths = turn_worths(state, seen.seat, seen.legal)
    if worths is not None:
        return best(seen.legal, worths, WIDTH, rng)
    pick = decide(state, seen.seat, seen.legal, rng, deep=True)
    return [pick, *[action for action in seen.legal if action != pick][: WIDTH - 1]]


CONFIG = Config(
    budget=Budget(iterations=ITERATIONS),
    depth=DEPTH,
    tree_depth=TREE_DEPTH,
    reward=rewards,
    policy=playout_policy,
    candidates=root_candidates,
)
