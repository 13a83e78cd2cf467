"""A film title: where each type of card may go, when a title is legal, and its cult value.

A film's ``cards`` are its title in order, each ``{"card": id, "as": type}`` (the type the card
takes there). Within each side of the title (two sides with a Connection) the order is fixed
by the types: an Introduction first, then the Make-up and Special FX cards in the order they
came, then the Monster, then the Finale (and The Musical after it). So a card's place is its
type and its side, and a rearrangement is a choice of type and side for each card (RULINGS B6).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from .deck import CULT, EDIT, MUSICAL, NAMES, SUPPORTS, TYPES

Entry = dict[str, str]
Film = dict[str, Any]

MAX_CARDS = 7
RANK = {"introduction": 0, "make-up": 1, "special-fx": 1, "monster": 2, "finale": 3}


def connection_index(cards: list[Entry]) -> int | None:
    return next((i for i, e in enumerate(cards) if e["as"] == "connection"), None)


def side_ranges(cards: list[Entry]) -> list[tuple[int, int]]:
    """Each side's slice of the title: one side, or two around the Connection."""
    split = connection_index(cards)
    return [(0, len(cards))] if split is None else [(0, split), (split + 1, len(cards))]


def has_type(cards: list[Entry], kind: str) -> bool:
    return any(e["as"] == kind for e in cards)


def is_legal(cards: list[Entry]) -> bool:
    """Legal once it has a Monster; with a Connection, a Monster on either side."""
    return bool(cards) and all(
        any(e["as"] == "monster" for e in cards[start:end]) for start, end in side_ranges(cards)
    )


def well_formed(cards: list[Entry]) -> bool:
    """Every placement rule holds: the shape any film on the table always has."""
    kinds = [e["as"] for e in cards]
    if len(cards) > MAX_CARDS or any(e["as"] not in TYPES[e["card"]] for e in cards):
        return False
    if kinds.count("connection") > 1 or kinds.count("introduction") > 1:
        return False
    if "introduction" in kinds and ("connection" in kinds or kinds[0] != "introduction"):
        return False
    return all(_side_well_formed(cards[start:end]) for start, end in side_ranges(cards))


def _side_well_formed(side: list[Entry]) -> bool:
    ranks = [RANK[e["as"]] for e in side]
    finales = [e["card"] for e in side if e["as"] == "finale"]
    plain = [card for card in finales if card != MUSICAL]
    musical_last = MUSICAL not in finales or finales[-1] == MUSICAL
    return ranks == sorted(ranks) and ranks.count(2) <= 1 and len(plain) <= 1 and musical_last


# --- Playing a card into a film ------------------------------------------------------------


def placements(cards: list[Entry], card: str, kind: str) -> list[tuple[int, bool]]:
    """Where ``card`` may go as ``kind``: (its index in the new title, whether it replaces the
    Monster there), the 7-card rule applied."""
    return list(slots(cards)[slot_name(card, kind)])


def slot_name(card: str, kind: str) -> str:
    """The key of ``slots`` for this card as this type: its type, or ``musical`` for The
    Musical as a Finale, the one card whose places differ from its type's."""
    return "musical" if card == MUSICAL and kind == "finale" else kind


Slots = dict[str, tuple[tuple[int, bool], ...]]


def slots(cards: list[Entry]) -> Slots:
    """Every type's places in the title (``placements``, by ``slot_name``). They depend only
    on the types the cards take and where The Musical is, not on the other cards: remembered
    by that shape, which a few hundred titles share, since every listing asks it of every film."""
    return _slots(tuple((e["as"], e["card"] == MUSICAL) for e in cards))


@functools.lru_cache(maxsize=4096)
def _slots(shape: tuple[tuple[str, bool], ...]) -> Slots:
    cards = [{"card": MUSICAL if musical else "", "as": kind} for kind, musical in shape]
    found = {
        kind: tuple(spot for spot in _positions(cards, "", kind) if _fits(cards, kind, *spot))
        for kind in (*RANK, "connection")
    }
    musical = _positions(cards, MUSICAL, "finale")
    found["musical"] = tuple(spot for spot in musical if _fits(cards, "finale", *spot))
    return found


def _positions(cards: list[Entry], card: str, kind: str) -> list[tuple[int, bool]]:
    split, intro = connection_index(cards), has_type(cards, "introduction")
    if kind == "introduction":
        return [] if intro or split is not None else [(0, False)]
    if kind == "connection":
        return [] if intro or split is not None else [(i, False) for i in range(len(cards) + 1)]
    sides = [_on_side(cards, start, end, card, kind) for start, end in side_ranges(cards)]
    return [spot for spot in sides if spot is not None]


def _on_side(
    cards: list[Entry], start: int, end: int, card: str, kind: str
) -> tuple[int, bool] | None:
    """Where ``card`` goes as ``kind`` on the side ``cards[start:end]``, if it may."""
    ranks = [RANK[e["as"]] for e in cards[start:end]]
    if kind in SUPPORTS:  # before the Monster (and the Finale)
        return (start + _first_at_least(ranks, 2), False)
    if kind == "monster":  # replaces the side's Monster, or goes before the Finale
        if 2 in ranks:
            return (start + ranks.index(2), True)
        return (start + _first_at_least(ranks, 3), False)
    finales = [e["card"] for e in cards[start:end] if e["as"] == "finale"]
    if not finales or (card == MUSICAL and MUSICAL not in finales):  # The Musical's exception
        return (end, False)
    return None


def _first_at_least(ranks: list[int], rank: int) -> int:
    return next((i for i, r in enumerate(ranks) if r >= rank), len(ranks))


def _fits(cards: list[Entry], kind: str, at: int, replaces: bool) -> bool:
    """The 7-card rule: a 7th card only if it leaves the film legal (which only types decide)."""
    size = len(cards) + (0 if replaces else 1)
    if size < MAX_CARDS:
        return True
    return size == MAX_CARDS and is_legal(place(cards, "", kind, at, replaces)[0])


def place(
    cards: list[Entry], card: str, kind: str, at: int, replaces: bool
) -> tuple[list[Entry], str | None]:
    """The new title, and the Monster it replaced (which goes to the discard pile)."""
    new = list(cards)
    entry = {"card": card, "as": kind}
    if replaces:
        replaced = new[at]["card"]
        new[at] = entry
        return new, replaced
    new.insert(at, entry)
    return new, None


# --- Cult ----------------------------------------------------------------------------------


def card_cult(cards: list[Entry], index: int) -> int:
    """One card's cult in this title: printed, then its edit if another card matches."""
    card = cards[index]["card"]
    value, edit = CULT[card], EDIT.get(card)
    if edit is None or not _another_matches(cards, index, edit):
        return value
    return value + 1 if edit["kind"] == "plus" else abs(value)


def cult(cards: list[Entry]) -> int:
    return sum(card_cult(cards, i) for i in range(len(cards)))


def shown_name(entry: Entry) -> str:
    return NAMES[entry["card"]][entry["as"]]


def _another_matches(cards: list[Entry], index: int, edit: dict[str, str]) -> bool:
    """Another card of the title has the edit's type (the type it takes there) or title."""
    kind, title = edit.get("type"), edit.get("title")
    return any(
        other != index and (entry["as"] == kind or shown_name(entry) == title)
        for other, entry in enumerate(cards)
    )


# --- Rearranging ---------------------------------------------------------------------------


def rearrangements(cards: list[Entry]) -> Iterator[str]:
    """Every other well-formed title of the same cards (each card's type and side chosen), as
    its ``layout``: built as text at once, since listings want nothing else of it."""
    split = connection_index(cards)
    others = [(i, e["card"]) for i, e in enumerate(cards) if i != split]
    sides = 1 if split is None else 2
    options = [
        [(side, kind) for side in range(sides) for kind in TYPES[card] if _may_take(kind, sides)]
        for _, card in others
    ]
    current = [(0 if split is None or i < split else 1, e["as"]) for i, e in enumerate(cards)]
    current = [choice for i, choice in enumerate(current) if i != split]
    for chosen in _assignments(options, [card for _, card in others], sides):
        if chosen != current:
            yield _layout_of(others, chosen, cards[split] if split is not None else None)


def _may_take(kind: str, sides: int) -> bool:
    return kind != "connection" and (kind != "introduction" or sides == 1)


def _assignments(
    options: list[list[tuple[int, str]]], cards: list[str], sides: int
) -> Iterator[list[tuple[int, str]]]:
    """Each choice of (side, type) per card with at most one Monster, one Finale and one
    Introduction a side (The Musical aside)."""
    used = [{"monster": 0, "finale": 0, "introduction": 0} for _ in range(sides)]
    chosen: list[tuple[int, str]] = []

    def walk(i: int) -> Iterator[list[tuple[int, str]]]:
        if i == len(cards):
            yield list(chosen)
            return
        for side, kind in options[i]:
            counted = kind in used[side] and not (kind == "finale" and cards[i] == MUSICAL)
            if counted and used[side][kind]:
                continue
            if counted:
                used[side][kind] += 1
            chosen.append((side, kind))
            yield from walk(i + 1)
            chosen.pop()
            if counted:
                used[side][kind] -= 1

    return walk(0)


def _layout_of(
    others: list[tuple[int, str]], chosen: list[tuple[int, str]], connection: Entry | None
) -> str:
    """The title's layout in its fixed order: per side, by type, then in the order the cards
    came; the Connection between the sides."""
    ordered = sorted(
        (side, RANK[kind], card == MUSICAL and kind == "finale", index, f"{card}={kind}")
        for (index, card), (side, kind) in zip(others, chosen, strict=True)
    )
    words = [item[4] for item in ordered if item[0] == 0]
    if connection is not None:
        words.append(f"{connection['card']}={connection['as']}")
        words += [item[4] for item in ordered if item[0] == 1]
    return " ".join(words)


def title_of(film: Film) -> list[Entry]:
    """A copy of the film's title (its cards in order, each with its type), as events say it."""
    return [dict(entry) for entry in film["cards"]]


def layout(cards: list[Entry]) -> str:
    """A title as an action argument: ``card=type`` in order, separated by spaces."""
    return " ".join(f"{e['card']}={e['as']}" for e in cards)


def parse_layout(text: str) -> list[Entry]:
    """``layout``'s inverse."""
    return from_items(text.split(" ") if text else [])


def layout_items(cards: list[Entry]) -> list[str]:
    """A title as the ``rearrange`` action's argument: ``card=type`` for each card, in order."""
    return [f"{e['card']}={e['as']}" for e in cards]


def from_items(items: list[str]) -> list[Entry]:
    """``layout_items``' inverse."""
    return [dict(zip(("card", "as"), item.split("="), strict=True)) for item in items]


@functools.lru_cache(maxsize=8192)
def rearranged_layouts(title: str) -> tuple[str, ...]:
    """``rearrangements`` of the title ``layout`` gives, as layouts: a pure function of the
    title, remembered, since a film stays the same for turns on end while its owner's every
    listing asks for it."""
    return tuple(rearrangements(parse_layout(title)))
