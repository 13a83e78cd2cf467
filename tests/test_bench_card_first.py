"""bench/card_first.py: the fewest clicks on the table that play an action, by the rules of
clients/web/src/cardfirst.ts (the web table bench plays these routes and checks the page
pressed the action meant)."""

from __future__ import annotations

import sys
from pathlib import Path

# bench/ is no installed package: the repository's root is where it imports from
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.card_first import Action, Element, narrowest, route  # noqa: E402


def element(*refs: str, header: bool = False, closed: int = 0) -> Element:
    return Element(str(sorted(refs)), frozenset(refs), header, closed)


def action(id: str, *refs: str, type: str = "play") -> Action:
    return Action(id, type, frozenset(refs))


def test_an_element_with_one_action_is_clicked_twice() -> None:
    card = element("c1")
    plays = action("a", "c1")
    assert route(plays, [card], [plays, action("b", "c2")], None) == ([card.key, card.key], 0)


def test_a_target_chooses_among_an_elements_actions() -> None:
    card, film, other = element("c1"), element("f1"), element("f2")
    onto = [action("a", "c1", "f1"), action("b", "c1", "f2")]
    assert route(onto[0], [card, film, other], onto, None) == ([card.key, film.key], 0)


def test_a_seat_header_is_only_a_target() -> None:
    card, seat = element("c1"), element("seat:1", header=True)
    at = [action("a", "c1", "seat:1"), action("b", "c1", "seat:2")]
    assert route(at[0], [seat, card], at, None) == ([card.key, seat.key], 0)
    assert route(action("c", "seat:1"), [seat], [action("c", "seat:1")], None) is None


def test_a_closed_pile_costs_a_click_and_an_open_copy_is_preferred() -> None:
    hidden, shown = element("c1", closed=1), element("c2")
    both = [action("a", "c1", "c2")]
    assert route(both[0], [hidden, shown], both, None) == ([shown.key, shown.key], 0)
    assert route(both[0], [hidden], both, None) == ([hidden.key, hidden.key], 1)


def test_actions_the_table_cannot_tell_apart_are_not_reachable() -> None:
    card = element("c1")
    twins = [action("start", "c1", "monster"), action("discard", "c1")]
    assert route(twins[1], [card], twins, None) is None
    assert narrowest(twins[1], [card], twins, None) == 2
    assert narrowest(action("end", type="end_turn"), [card], twins, None) is None


def test_an_element_that_stages_never_selects() -> None:
    card = element("c1")
    listed = [action("lay", "c1", type="lay"), action("give", "c1", "seat:1", type="give")]
    seat = element("seat:1", header=True)
    assert route(listed[1], [card, seat], listed, "lay") is None
    assert route(listed[1], [card, seat], listed, None) == ([card.key, seat.key], 0)
