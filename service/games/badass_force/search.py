"""The ``ismcts`` bot: the engine's generic search with this game's reward and budget.

Reward: the outcome's (1 for a winner, 0 for the others); a playout cut at the depth cap is
scored by each seat's lead over the best of the others. Playouts play the ``heuristic`` bot
for every seat on the sampled table, from that seat's view. The tree is one ply deep (flat
Monte Carlo over the root's actions): deeper, its opponents would choose knowing the sampled
hidden cards and denounce exactly the bluffs. Measured against two heuristic bots at 3
players (bench/bot_strength.py), win share per seat: uniform playouts and a full tree 0 of
20; heuristic playouts, full tree, 8 plies 25% +/- 8 (100 matches); tree 2 plies 18%; tree 1
ply 32% +/- 12 (60 matches); tree 1 ply, 16 plies 49% +/- 10 (100 matches): the
configuration below.
"""

from __future__ import annotations

from service.engine.game import Action, BotInput, Game, State
from service.engine.ismcts import Budget, Config, outcome_rewards
from service.engine.rng import Rng

from .heuristic import choose
from .view import view

ITERATIONS = 400  # about 0.18 s a decision on one core here (bench/bot_strength.py)
DEPTH = 16  # plies per iteration: about two rounds; the lead is scored there
TREE_DEPTH = 1  # plies of tree: the root's actions only (see above)


def rewards(game: Game, state: State, seats: int) -> list[float]:
    """The outcome's reward; at the depth cap, a seat's lead over the best of the others as a
    share of the target, around one half."""
    if game.outcome(state) is not None:
        return outcome_rewards(game, state, seats)
    scores, target = state["scores"], state["target"]
    return [
        min(0.95, max(0.05, 0.5 + (score - _best_other(scores, seat)) / target))
        for seat, score in enumerate(scores)
    ]


def _best_other(scores: list[int], seat: int) -> int:
    return max(score for other, score in enumerate(scores) if other != seat)


def playout_policy(state: State, seat: int | None, legal: list[Action], rng: Rng) -> Action:
    """The heuristic bot's move for ``seat`` on the sampled table (no memory of reveals)."""
    assert seat is not None
    seen = BotInput(
        seat=seat, view={"table": view(state, seat)}, memory=None, legal=legal, options={}
    )
    return choose(seen, rng, None)


CONFIG = Config(
    budget=Budget(iterations=ITERATIONS),
    depth=DEPTH,
    tree_depth=TREE_DEPTH,
    reward=rewards,
    policy=playout_policy,
)
