"""The ``ismcts`` bot: the engine's generic search with this game's reward, playout policy
and budget.

Reward: the outcome's (1 for a winner, 0 for the others); a playout cut at the depth cap is
scored by counted Stories (most of the value) and band size, so the search sees progress.

The root searches only the heuristic's ``WIDTH`` best actions, and a tie keeps the
heuristic's choice. Searching every root action, it won 3 of 30 four-seat matches against
three heuristics (0.4x its fair share); with the heuristic's 4 best, 10 of 24 (1.7x),
for about the same time (bench/bot_strength.py, issue 37).
"""

from __future__ import annotations

from service.engine.game import Action, BotInput, Game, State
from service.engine.ismcts import Budget, Config, best_of, outcome_rewards
from service.engine.rng import Rng

from .heuristic import score
from .table import band_of, counted_by_seat

# 0.18 s of CPU a decision on one core here (p95 0.24 s): at 60 iterations (p95 0.10 s) one
# ismcts won 0.275 of 120 matches against three heuristics, at 150 0.392 (fair 0.25; the
# same seeds, bench/bot_strength.py --seats 4 --strong ismcts --weak heuristic)
ITERATIONS = 150
DEPTH = 40  # plies per iteration, tree and playout
PLAY_RATE = 0.8  # how often a playout plays a card rather than ends its turn, when it can
WIDTH = 4  # the root's candidates: the heuristic's best few actions


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


def heuristic_scores(seen: BotInput) -> list[float]:
    """The heuristic's score of each legal action (higher is better)."""
    table = seen.view["table"]
    return [score(table, seen.seat, action) for action in seen.legal]


CONFIG = Config(
    budget=Budget(iterations=ITERATIONS),
    depth=DEPTH,
    reward=rewards,
    policy=playout_policy,
    candidates=best_of(heuristic_scores, WIDTH),
)
