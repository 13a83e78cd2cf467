"""The race bench (bench/villainous_race.py, RULINGS V77): each villain's turns to its
Objective beside an opponent that never wins, without Fate or under it; and the printed facts
V77 names as what sets Syndrome's race under Fate apart."""

from __future__ import annotations

import sys
from pathlib import Path

from service.games.villainous_bigger_and_badder import data

# bench/ is no installed package: the repository's root is where it imports from
sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from bench.villainous_race import race, seating  # noqa: E402


def test_v77_the_race_opponent_plays_fate_only_in_the_fate_mode_and_never_wins() -> None:
    """Solo and nofate: no Fate action ever targets the villain; fate: Fate comes. In every
    mode the match ends by the villain's Objective or the round cap (V29), never by the
    opponent's."""
    for mode in ("solo", "nofate", "fate"):
        result = race(("madame_mim", "lotso"), 0, mode, seed=700_001)
        assert (result.fate > 0) == (mode == "fate")
        assert result.reason in ("objective", "round_cap")
        assert (result.turns is not None) == (result.reason == "objective")


def test_v77_the_race_seats_every_villain_in_every_seat() -> None:
    """At 3 seats the racing villain takes each seat in turn, beside the other two."""
    seen = {seating("syndrome", 3, n) for n in range(6)}
    assert {seat for _, seat in seen} == {0, 1, 2}
    assert all(sorted(v) == sorted(data.villains()) for v, _ in seen)
    assert all(v[seat] == "syndrome" for v, seat in seen)


def test_v77_the_race_records_the_steps_of_the_objective_in_order() -> None:
    """Syndrome's steps (V14: the v.X8, the v.X9, the v.10 in order) are reached in order."""
    result = race(("lotso", "syndrome"), 1, "nofate", seed=700_002)
    order = ["v.X8 vanquished", "v.X9 built", "v.X9 vanquished", "v.10 built", "v.10 defeated"]
    turns = [result.steps[s] for s in order if s in result.steps]
    assert turns == sorted(turns) and turns


def test_v77_syndromes_board_offers_one_vanquish_at_two_locations_only() -> None:
    """CARDS.md: "Parr House: Play, Fate / Vanquish, Gain 1 ... Syndrome's Base: Play,
    Vanquish / Play, Move Item or Ally": one Vanquish at Parr House (bottom row) and one at
    Syndrome's Base (top row, hidden by a Hero there), none elsewhere, so he vanquishes at
    most once a turn (the mover must move each turn)."""
    board = data.board("syndrome")
    found = [
        (place["key"], row)
        for place in board
        for row in ("top", "bottom")
        for action in place[row]
        if action == "vanquish"
    ]
    assert found == [("parr_house", "bottom"), ("syndromes_base", "top")]


def test_v77_syndromes_fate_deck_holds_six_heroes_of_fifteen_and_mims_none() -> None:
    """CARDS.md: Syndrome's Fate deck (15) names six Heroes; Mim's (8) none."""
    heroes = {v: 0 for v in ("syndrome", "madame_mim", "lotso")}
    total = dict(heroes)
    for card in data.CARDS.values():
        if card.get("deck") == "fate" and card["villain"] in heroes:
            total[card["villain"]] += card["copies"]
            heroes[card["villain"]] += card["copies"] * (card["type"] == "hero")
    assert (heroes["syndrome"], total["syndrome"]) == (6, 15)
    assert (heroes["madame_mim"], total["madame_mim"]) == (0, 8)
