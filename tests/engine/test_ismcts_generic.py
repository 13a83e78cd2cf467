"""The generic search's own pieces: budgets, rewards and which games it accepts."""

from __future__ import annotations

import pytest

import service.games  # noqa: F401  (real games to search)
from service.engine import ismcts
from service.engine import match as engine
from service.engine.bots import BotInput
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

    def keep_root(root, given, rng, **ranked):
        roots.append(root)
        return original(root, given, rng, **ranked)

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


def _seen(legal: list[dict]) -> BotInput:
    return BotInput(seat=0, view={"seats": 2}, memory=None, legal=legal, options={})


def test_best_of_keeps_the_highest_rated_actions_best_first():
    """Root candidates: the ``width`` best by the scorer, the best first."""
    legal = [{"type": "a"}, {"type": "b"}, {"type": "c"}, {"type": "d"}]
    rating = {"a": 1.0, "b": 4.0, "c": 3.0, "d": 2.0}
    candidates = ismcts.best_of(lambda seen: [rating[a["type"]] for a in seen.legal], 2)
    assert candidates(_seen(legal), Rng("x")) == [{"type": "b"}, {"type": "c"}]


def test_best_of_breaks_ties_by_the_rng_not_the_listing_order():
    """Equal scores: which of them comes first depends on the rng, not the listing."""
    legal = [{"type": str(n)} for n in range(6)]
    candidates = ismcts.best_of(lambda seen: [0.0] * len(seen.legal), 1)
    firsts = {candidates(_seen(legal), Rng(f"tie-{n}"))[0]["type"] for n in range(30)}
    assert len(firsts) > 1


class _Searched:
    """A stand-in game searched as a real one, recording the root actions it applies."""

    id = "searched"

    def __init__(self, inner: Game) -> None:
        self.inner = inner
        self.root_actions: list[dict] = []

    def __getattr__(self, name: str):
        return getattr(self.inner, name)


def _b_movie_turn() -> BotInput:
    game = get_game("revenge-of-the-b-movie")
    match, _ = engine.start(game.id, 4, {}, 3)
    seat = engine.decisions(match)[0].seat
    return engine.bot_input(match, seat, [])


def test_search_spends_its_budget_on_the_candidates_only(monkeypatch):
    """With candidates, the root's children are candidates only, and the choice is one."""
    game = get_game("revenge-of-the-b-movie")
    seen = _b_movie_turn()
    assert len(seen.legal) > 10
    chosen = seen.legal[3:6]
    config = ismcts.Config(
        budget=ismcts.Budget(iterations=40), depth=6, candidates=lambda s, r: chosen
    )
    roots: list[ismcts.Node] = []
    original = ismcts._most_visited

    def keep_root(root, given, rng, **ranked):
        roots.append(root)
        return original(root, given, rng, **ranked)

    monkeypatch.setattr(ismcts, "_most_visited", keep_root)
    action = ismcts.search(game, seen, Rng("cands"), config)
    assert action in chosen
    (root,) = roots
    assert set(root.children) == {ismcts._key(seen.seat, a) for a in chosen}


def test_a_single_candidate_is_played_without_searching():
    """One candidate: it is the move, and no determinization is sampled."""
    seen = _b_movie_turn()

    class NoSampling(_Searched):
        def determinizer(self, *args):
            raise AssertionError("searched with one candidate")

    game = NoSampling(get_game("revenge-of-the-b-movie"))
    config = ismcts.Config(candidates=lambda s, r: [s.legal[-1]])
    assert ismcts.search(game, seen, Rng("one"), config) == seen.legal[-1]  # type: ignore[arg-type]


def test_with_no_iteration_the_first_candidate_stands():
    """A time budget spent before any iteration: the best candidate, not a random one."""
    seen = _b_movie_turn()
    game = get_game("revenge-of-the-b-movie")
    config = ismcts.Config(budget=ismcts.Budget(iterations=0), candidates=lambda s, r: s.legal[2:5])
    assert ismcts.search(game, seen, Rng("none"), config) == seen.legal[2]
