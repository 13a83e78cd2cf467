"""The generic search's own pieces: budgets, rewards and which games it accepts."""

from __future__ import annotations

import pytest

import service.games  # noqa: F401  (real games to search)
from service.engine import ismcts
from service.engine import match as engine
from service.engine.game import Game
from service.engine.registry import get_game
from service.engine.rng import Rng


class _Ended:
    """A stand-in game whose outcome is fixed."""

    def __init__(self, outcome: dict | None) -> None:
        self._outcome = outcome

    def outcome(self, state: dict) -> dict | None:
        return self._outcome


def test_an_iteration_budget_counts_iterations():
    assert list(ismcts.Budget(iterations=5).rounds()) == [0, 1, 2, 3, 4]


def test_a_time_budget_reads_the_clock_it_is_given():
    ticks = iter([10.0, 10.1, 10.2, 10.3, 10.4, 10.5])
    budget = ismcts.Budget(iterations=100, seconds=0.25, clock=lambda: next(ticks))
    assert list(budget.rounds()) == [0, 1]


def test_outcome_rewards_loser_zero_earlier_places_a_little_more():
    outcome = {"winners": [2], "losers": [0], "ranking": [2, 1, 0]}
    rewards = ismcts.outcome_rewards(_Ended(outcome), {}, 3)  # type: ignore[arg-type]
    assert rewards == [0.0, 1.0 + ismcts.FINISH_BONUS / 2, 1.0 + ismcts.FINISH_BONUS]


def test_an_unfinished_state_is_worth_the_same_to_everyone():
    assert ismcts.outcome_rewards(_Ended(None), {}, 4) == [0.5] * 4  # type: ignore[arg-type]


def test_a_game_without_determinize_gets_no_search():
    class Opaque(Game):
        id = "opaque"
        setup = decisions = actions = apply = view = outcome = None  # type: ignore

    assert not Opaque().can_determinize()
    with pytest.raises(ValueError):
        ismcts.make_bot(Opaque())
    with pytest.raises(NotImplementedError):
        Opaque().determinizer({}, None, 0)


def test_a_game_that_determinizes_may_offer_search():
    assert get_game("bad-trevor").can_determinize()


@pytest.mark.parametrize(("tree_depth", "deeper"), [(1, False), (None, True)])
def test_tree_depth_caps_how_deep_the_tree_grows(tree_depth, deeper, monkeypatch):
    """With ``tree_depth`` 1 the tree holds the root's actions only (flat Monte Carlo, the
    playout policy beyond); without it, iterations grow nodes below them."""
    game = get_game("revenge-of-the-b-movie")
    match, _ = engine.start(game.id, 3, {}, 5)
    seat = engine.decisions(match)[0].seat
    seen = engine.bot_input(match, seat, [])
    config = ismcts.Config(budget=ismcts.Budget(iterations=300), depth=6, tree_depth=tree_depth)
    roots: list[ismcts.Node] = []
    original = ismcts._most_visited

    def keep_root(root, given, rng):
        roots.append(root)
        return original(root, given, rng)

    monkeypatch.setattr(ismcts, "_most_visited", keep_root)
    ismcts.search(game, seen, Rng("tree"), config)
    (root,) = roots
    assert root.children
    assert any(child.children for child in root.children.values()) == deeper


def test_an_action_with_an_array_argument_has_a_key():
    """An "array" argument (a list of ids) keys the tree like any other argument."""
    from service.engine.ismcts import _key

    assert _key(0, {"type": "play", "cards": ["a", "b"]}) == (
        0,
        ("type", "play"),
        ("cards", ("a", "b")),
    )
    assert hash(_key(0, {"type": "play", "cards": ["a"]})) == hash(
        _key(0, {"type": "play", "cards": ["a"]})
    )
