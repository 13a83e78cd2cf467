"""Information-set Monte Carlo tree search: single-observer ISMCTS (Cowling, Powley and
Whitehouse, "Information Set Monte Carlo Tree Search", IEEE TCIAIG 2012), for any game that
implements ``Game.determinizer``.

One tree for the searching seat's information set. Each iteration samples a determinization
(a full state consistent with the seat's view and events), descends the tree through the
actions legal in that determinization (UCB with availability counts: a child's exploration
term counts the iterations in which it was legal, not its parent's visits), expands one
action, plays out with a cheap policy up to a depth cap and backs the reward up: each edge
is credited with the reward of the seat that took it. The move is the most visited root
action. Nothing here reads a clock: a time budget comes with the clock to read it by.

Where the branching factor is large and the budget small, a game may name the root's
``candidates``: its own bot's few best actions, best first (``best_of``). The search then
spends its budget on those alone, and a tie in visits goes to the earlier candidate, so the
search departs from its game's bot only where the playouts say it should.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from .bots import Bot, BotInput
from .rng import Rng
from .types import Action, Event, State


class Searchable(Protocol):
    """What the search asks of a game (``service.engine.game.Game`` has it all; this module
    names it apart: ``Game`` builds its ``ismcts`` bot here, so this module may not import it)."""

    id: str

    def can_determinize(self) -> bool: ...
    def determinizer(self, view: Any, memory: Any, seat: int) -> Callable[[Rng], State]: ...
    def decisions(self, state: State) -> Any: ...
    def legal_actions(self, state: State, seat: int | None) -> list[Action]: ...
    def outcome(self, state: State) -> dict[str, Any] | None: ...
    def apply(
        self, state: State, seat: int | None, action: Action, rng: Rng, now: float
    ) -> tuple[State, list[Event]]: ...


FINISH_BONUS = 0.1  # the most a non-loser gains for finishing first rather than last

Reward = Callable[[Searchable, State, int], list[float]]
Policy = Callable[[State, int | None, list[Action], Rng], Action]
Candidates = Callable[[BotInput, Rng], list[Action]]
Scorer = Callable[[BotInput], list[float]]


def outcome_rewards(game: Searchable, state: State, seats: int) -> list[float]:
    """Per seat: 0 for a loser, else 1 plus up to ``FINISH_BONUS`` for an earlier place.

    An unfinished state (the depth cap) is worth the same to everyone."""
    outcome = game.outcome(state)
    if outcome is None:
        return [0.5] * seats
    ranking, losers = outcome.get("ranking", []), set(outcome.get("losers", []))
    return [_place_reward(seat, ranking, losers, seats) for seat in range(seats)]


def _place_reward(seat: int, ranking: list[int], losers: set[int], seats: int) -> float:
    if seat in losers:
        return 0.0
    if seat not in ranking or seats < 2:
        return 1.0
    return 1.0 + FINISH_BONUS * (seats - 1 - ranking.index(seat)) / (seats - 1)


def best_of(scorer: Scorer, width: int) -> Candidates:
    """Root candidates: the ``width`` legal actions ``scorer`` rates highest (it rates each of
    ``seen.legal``), best first; equal scores in a random order, so that no listing order is
    favoured."""

    def candidates(seen: BotInput, rng: Rng) -> list[Action]:
        return best(seen.legal, scorer(seen), width, rng)

    return candidates


def best(legal: list[Action], scores: list[float], width: int, rng: Rng) -> list[Action]:
    """The ``width`` actions of ``legal`` with the highest ``scores``, best first; equal
    scores in a random order."""
    order = sorted(range(len(legal)), key=lambda i: (-scores[i], rng.below(1 << 30)))
    return [legal[i] for i in order[:width]]


def random_policy(state: State, seat: int | None, legal: list[Action], rng: Rng) -> Action:
    """The default playout policy: any legal action, uniformly."""
    return rng.choice(legal)


@dataclass(frozen=True)
class Budget:
    """When to stop searching: after ``iterations``, or once ``clock()`` has advanced by
    ``seconds`` (only with both given; a timed search is not reproducible)."""

    iterations: int = 200
    seconds: float | None = None
    clock: Callable[[], float] | None = None

    def rounds(self) -> Iterator[int]:
        """Iteration numbers until the budget is spent."""
        clock = self.clock if self.seconds is not None else None
        deadline = clock() + self.seconds if clock and self.seconds is not None else 0.0
        for done in range(self.iterations):
            if clock is not None and clock() >= deadline:
                return
            yield done


@dataclass(frozen=True)
class Config:
    """The search's knobs. ``depth`` caps the plies of one iteration, tree and playout;
    ``tree_depth`` the plies the tree grows before the playout policy takes over (None: up to
    ``depth``). A bluffing game keeps it shallow: below the root the tree's opponents choose
    knowing the sampled hidden cards (they would always denounce a bluff), which the playout
    policy, playing from each seat's view, does not."""

    budget: Budget = field(default_factory=Budget)
    exploration: float = 0.7
    depth: int = 80
    tree_depth: int | None = None
    reward: Reward = outcome_rewards
    policy: Policy = random_policy
    candidates: Candidates | None = None  # the root actions worth searching (None: all)


class Node:
    """Statistics of one edge of the tree (the action that led here) and its children."""

    __slots__ = ("children", "visits", "total", "available")

    def __init__(self) -> None:
        self.children: dict[tuple[Any, ...], Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 1

    def ucb(self, exploration: float) -> float:
        return self.total / self.visits + exploration * math.sqrt(
            math.log(self.available) / self.visits
        )


def make_bot(game: Searchable, config: Config | None = None) -> Bot:
    """An ``ismcts`` strategy for ``game``, which must implement ``determinizer``."""
    if not game.can_determinize():
        raise ValueError(f"{game.id} does not implement determinizer: no ismcts for it")
    chosen = config or Config()

    def ismcts_bot(seen: BotInput, rng: Rng) -> Action:
        return search(game, seen, rng, chosen)

    return ismcts_bot


def search(game: Searchable, seen: BotInput, rng: Rng, config: Config) -> Action:
    """The most visited of the root's candidates after the budget (the earlier on a tie); no
    search with one candidate."""
    if len(seen.legal) == 1:
        return seen.legal[0]
    if config.candidates is not None:
        seen = replace(seen, legal=config.candidates(seen, rng))
        if len(seen.legal) == 1:
            return seen.legal[0]
    sample = game.determinizer(seen.view, seen.memory, seen.seat)
    seats = int(seen.view["seats"])
    root = Node()
    for _ in _budget(config, seen).rounds():
        _iterate(game, root, sample(rng), seen, seats, rng, config)
    return _most_visited(root, seen, rng, ranked=config.candidates is not None)


def _budget(config: Config, seen: BotInput) -> Budget:
    """The search's budget, cut short at ``seen.search_seconds`` by ``seen.clock`` if given."""
    if seen.search_seconds is None or seen.clock is None:
        return config.budget
    return replace(config.budget, seconds=seen.search_seconds, clock=seen.clock)


def _key(seat: int | None, action: Action) -> tuple[Any, ...]:
    """A hashable id of an action (games list them with the same key order); an array
    argument (a list of ids) as a tuple."""
    return (seat, *((k, tuple(v) if type(v) is list else v) for k, v in action.items()))


def _most_visited(root: Node, seen: BotInput, rng: Rng, ranked: bool = False) -> Action:
    """The most visited root action, the earliest listed on a tie; with no visits at all (a
    time budget spent at once), the first of ``ranked`` candidates, else any."""
    visits = [_visits(root, _key(seen.seat, action)) for action in seen.legal]
    if not any(visits):
        return seen.legal[0] if ranked else rng.choice(seen.legal)
    return seen.legal[visits.index(max(visits))]


def _visits(node: Node, key: tuple[Any, ...]) -> int:
    child = node.children.get(key)
    return child.visits if child else 0


def _iterate(
    game: Searchable, root: Node, state: State, seen: BotInput, seats: int, rng: Rng, config: Config
) -> None:
    """Select and expand in the tree, play out, back up: one iteration on one determinization."""
    path: list[tuple[Node, int]] = []
    node, depth = root, 0
    tree_depth = config.depth if config.tree_depth is None else min(config.tree_depth, config.depth)
    while depth < tree_depth and game.outcome(state) is None:
        mover = seen.seat if depth == 0 else _mover(game, state)
        legal = seen.legal if depth == 0 else game.legal_actions(state, mover)
        if mover is None or not legal:
            break  # the system's choices and dead ends are left to the playout
        child, action, expanded = _select(node, mover, legal, rng, config.exploration)
        state, _ = game.apply(state, mover, action, rng, 0.0)
        path.append((child, mover))
        node, depth = child, depth + 1
        if expanded:
            break
    rewards = _playout(game, state, depth, seats, rng, config)
    for child, mover in path:
        child.visits += 1
        child.total += rewards[mover]


def _mover(game: Searchable, state: State) -> int | None:
    """Who acts next in a simulation: the holder of the first open decision."""
    return game.decisions(state)[0].seat


def _select(
    node: Node, mover: int, legal: list[Action], rng: Rng, exploration: float
) -> tuple[Node, Action, bool]:
    """An untried action if any (then expanded), else the best by UCB; counts availability."""
    keys = [_key(mover, action) for action in legal]
    children = node.children
    untried = [index for index, key in enumerate(keys) if key not in children]
    for key in keys:
        if key in children:
            children[key].available += 1
    if untried:
        index = rng.choice(untried)
        child = children[keys[index]] = Node()
        return child, legal[index], True
    scores = [children[key].ucb(exploration) for key in keys]
    index = scores.index(max(scores))
    return children[keys[index]], legal[index], False


def _playout(
    game: Searchable, state: State, depth: int, seats: int, rng: Rng, config: Config
) -> list[float]:
    """Play on with the policy until the end or the depth cap; the reward of where it got."""
    while depth < config.depth and game.outcome(state) is None:
        mover = _mover(game, state)
        legal = game.legal_actions(state, mover)
        if not legal:
            break
        state, _ = game.apply(state, mover, config.policy(state, mover, legal, rng), rng, 0.0)
        depth += 1
    return config.reward(game, state, seats)
