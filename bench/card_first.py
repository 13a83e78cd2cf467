"""The fewest clicks on the table that play one listed action, as clients/web/src/cardfirst.ts
decides clicks (bench/web_table.py plays them, then checks the page played that action).

The table's elements name themselves (``data-refs``, a JSON list), as the action buttons name
what they use. An element *matches* the actions whose names meet its own; a selection matches
the actions every chosen element matches. A first click selects an element (not a seat's
header: that opens or closes its panel); a click on a chosen element when one action is left
plays it; a click on a new element plays the one action left with it, else joins the
selection. While the table stages a decision (``data-stage-type``), a click on an element that
matches an action of that type stages the element instead, so such an element never selects.
"""

from __future__ import annotations

from dataclasses import dataclass

MAX_CLICKS = 3  # deeper selections are not searched (none of the five games needs them)


@dataclass(frozen=True)
class Element:
    key: str  # its data-refs, as the page compares elements
    refs: frozenset[str]
    header: bool  # in a seat's header (<summary>): not a first click
    closed: int  # closed panels or piles around it: one click each to open before a first click


@dataclass(frozen=True)
class Action:
    id: str
    type: str
    refs: frozenset[str]


def matches(elements: list[Element], actions: list[Action]) -> dict[str, frozenset[str]]:
    """Each element's key: the ids of the actions it matches."""
    return {e.key: frozenset(a.id for a in actions if e.refs & a.refs) for e in elements if e.refs}


def staging(elements: list[Element], actions: list[Action], stage_type: str | None) -> set[str]:
    """The keys a click stages rather than selects."""
    if not stage_type:
        return set()
    of_type = {a.id for a in actions if a.type == stage_type}
    return {key for key, ids in matches(elements, actions).items() if ids & of_type}


def route(
    target: Action, elements: list[Element], actions: list[Action], stage_type: str | None
) -> tuple[list[str], int] | None:
    """The keys to click, in order, and the panels to open before the first, with the fewest
    clicks in all; None when no sequence of up to MAX_CLICKS clicks on the table plays
    ``target``."""
    matched = matches(elements, actions)
    staged = staging(elements, actions, stage_type)
    usable = [
        e
        for e in elements
        if e.key in matched and target.id in matched[e.key] and e.key not in staged
    ]
    found = [
        (len(keys) + first.closed, keys, first.closed)
        for first in usable
        if not first.header
        for keys in ends(first, usable, matched, target.id)
    ]
    if not found:
        return None
    _, keys, opened = min(found, key=lambda f: f[0])
    return keys, opened


def ends(
    first: Element, usable: list[Element], matched: dict[str, frozenset[str]], target: str
) -> list[list[str]]:
    """The click sequences that start at ``first`` and play ``target``: the shortest only."""
    alone = matched[first.key]
    if alone == {target}:
        return [[first.key, first.key]]  # chosen, then clicked again: its one action
    pairs = [(e, alone & matched[e.key]) for e in usable if e.key != first.key]
    played = [[first.key, e.key] for e, left in pairs if left == {target}]
    if played or MAX_CLICKS < 3:
        return played
    return [
        [first.key, second.key, third.key]
        for second, left in pairs
        if len(left) > 1
        for third in usable
        if third.key not in (first.key, second.key) and left & matched[third.key] == {target}
    ][:1]


def narrowest(
    target: Action, elements: list[Element], actions: list[Action], stage_type: str | None
) -> int | None:
    """For an action no clicks on the table play: the fewest buttons, ``target``'s among them,
    that one or two clicks on the table narrow the list to (a person then presses its
    button); None when no element on the table names it."""
    matched = matches(elements, actions)
    staged = staging(elements, actions, stage_type)
    usable = [
        e
        for e in elements
        if e.key in matched and target.id in matched[e.key] and e.key not in staged
    ]
    sizes = [len(matched[e.key]) for e in usable if not e.header]
    sizes += [len(matched[a.key] & matched[b.key]) for a in usable if not a.header for b in usable]
    return min(sizes) if sizes else None
