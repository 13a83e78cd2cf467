"""The ``ismcts`` bot: the engine's generic search with this game's reward, playout policy
and budget.

Reward: the outcome's (1 for a winner, 0 for the others); a playout cut at the depth cap is
scored by money and the expected sale of each seat's films (half for an unwrapped one), as a
share of the target. Playouts build: they mostly start films, add to their own and wrap,
since uniform play mostly feeds rivals' films and says little about a position.

The root searches only the heuristic's ``WIDTH`` best actions (a turn lists dozens: every
card into every slot of every film), so the budget tells those few apart rather than
sampling each of dozens a couple of times; on a tie the heuristic's choice stands.
"""

from __future__ import annotations

from service.engine.game import Action, BotInput, Game, State
from service.engine.ismcts import Budget, Config, best_of, outcome_rewards
from service.engine.rng import Rng

from .heuristic import score
from .table import expected_sale, films_of

ITERATIONS = 60  # about 0.12 s a decision on one core here (bench/bot_strength.py)
DEPTH = 30  # plies per iteration, tree and playout
BUILD_RATE = 0.8  # how often a playout builds when it can
BUILDING = ("start", "wrap")  # with every add into one's own film
WIDTH = 5  # the root's candidates: the heuristic's best few actions


def rewards(game: Game, state: State, seats: int) -> list[float]:
    """The outcome's reward, or an estimate when the playout stopped at the depth cap."""
    if game.outcome(state) is not None:
        return outcome_rewards(game, state, seats)
    worth = [state["money"][seat] + _films_worth(state, seat) for seat in range(seats)]
    return [min(0.95, value / state["target"]) for value in worth]


def _films_worth(state: State, seat: int) -> float:
    return sum(
        expected_sale(f["cards"]) * (1.0 if f["wrapped"] else 0.5) for f in films_of(state, seat)
    )


def playout_policy(state: State, seat: int | None, legal: list[Action], rng: Rng) -> Action:
    """Mostly a building move (start a film, add to one's own, wrap), else anything but a
    rearrangement; a rearrangement only when nothing else is listed."""
    own = {film["id"] for film in films_of(state, seat)} if seat is not None else set()
    building = [
        a for a in legal if a["type"] in BUILDING or (a["type"] == "add" and a["film"] in own)
    ]
    if building and rng.below(1000) < BUILD_RATE * 1000:
        return rng.choice(building)
    plays = [action for action in legal if action["type"] != "rearrange"]
    return rng.choice(plays or legal)


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
