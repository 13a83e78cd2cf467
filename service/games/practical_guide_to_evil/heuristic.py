"""The ``heuristic`` bot: a pure function of its seat's view, its legal actions and its own Rng.

It scores every legal action and plays the best (ties broken at random): a Story it does not
yet count comes first (Rule of Three included, whenever an opponent gives it the chance);
with a Rule of Three at one marker it hunts the linked opponent's Named to remove the last
marker, and at two markers it leaves that opponent alone so the card survives; it builds its
band, wins Duels it can win and strikes at the player closest to three Stories. It discards
what it can least use.
"""

from __future__ import annotations

from typing import Any

from service.engine.game import Action, BotInput
from service.engine.rng import Rng

from .deck import EFFECT, NAMED, SIDE, STORY, TYPE
from .table import strength

Table = dict[str, Any]
BASE = {"named": 40.0, "aspect": 25.0, "sword": 12.0, "thing": 15.0, "action": 12.0}
EFFECT_BONUS = {"draw": 5.0, "conquer": 10.0, "find": 5.0, "raise": -2.0, "shield": -4.0}


def heuristic_bot(seen: BotInput, rng: Rng) -> Action:
    """The legal action with the best score."""
    table = seen.view["table"]
    scores = [score(table, seen.seat, action) for action in seen.legal]
    best = max(scores)
    return rng.choice([a for a, s in zip(seen.legal, scores, strict=True) if s == best])


def score(table: Table, seat: int, action: Action) -> float:
    kind = action["type"]
    if kind == "end_turn":
        return 0.0
    if kind == "discard":
        return -keep_value(table, seat, action["card"])
    if kind == "use_aspect":
        return (
            20.0
            + _aim(table, seat, _first(action["chosen"]))
            + EFFECT_BONUS.get(EFFECT[action["aspect"]], 0.0)
        )
    if kind == "play":
        return _play_score(table, seat, action)
    if kind == "play_against":
        return _story_score(table, seat, action["card"], "")
    return 1.0  # the system's drop_marker never reaches a bot


def _play_score(table: Table, seat: int, action: Action) -> float:
    card, host, target = action["card"], action["host"], _first(action["chosen"])
    kind = TYPE[card]
    if kind == "story":
        return _story_score(table, seat, card, target)
    value = BASE[kind] + EFFECT_BONUS.get(EFFECT.get(card, ""), 0.0)
    if kind == "sword" and not host:
        value -= 8.0  # an unattached Sword invites an opponent's Arthurian story
    if EFFECT.get(card) == "duel":
        return value + _duel_score(table, host, target) + _aim(table, seat, target)
    return value + _aim(table, seat, target)


def _story_score(table: Table, seat: int, card: str, target: str) -> float:
    """A Story it does not count yet is the best move; Evil turn on Evil only on its own."""
    story = STORY[card]
    new = story not in table["stories"][seat]
    if story == "evil_on_evil":
        mine = _owner(table, target) == seat
        return (90.0 if new else -5.0) if mine else -20.0
    if story == "rule_of_three":
        return 95.0 if new else 8.0
    return 100.0 + _aim(table, seat, target) if new else 8.0


def _first(chosen: list[str]) -> str:
    """The first card a play chooses ('' for none): the one it aims at, or the first of Evil
    turn on Evil's two Villains (both of one controller)."""
    return chosen[0] if chosen else ""


def _duel_score(table: Table, champion: str, target: str) -> float:
    state = {"play": table["play"]}
    mine, theirs = strength(state, champion), strength(state, target)
    return 20.0 if mine > theirs else (-5.0 if mine == theirs else -40.0)


def _aim(table: Table, seat: int, target: str) -> float:
    """Destroying or taking a Named: the Rule of Three first, then the leading rival."""
    if target not in NAMED or target not in table["play"]:
        return 0.0 if target not in table["play"] else _story_target(table, seat, target)
    rival = _owner(table, target)
    if rival is None or rival == seat:
        return 0.0
    value = 5.0 * len(table["stories"][rival])
    for card, entry in table["play"].items():
        if STORY.get(card) == "rule_of_three" and entry["owner"] == seat:
            if entry["linked"] == rival and entry["markers"] == 1:
                value += 60.0
            elif entry["linked"] == rival and entry["markers"] == 2:
                value -= 60.0
    return value


def _story_target(table: Table, seat: int, target: str) -> float:
    """The Bard's Meddling: the Story of whoever is closest to winning."""
    rival = _owner(table, target)
    return 10.0 * len(table["stories"][rival]) if rival is not None and rival != seat else 0.0


def _owner(table: Table, card: str) -> int | None:
    entry = table["play"].get(card)
    return None if entry is None else entry["owner"]


def keep_value(table: Table, seat: int, card: str) -> float:
    """How much a card in hand is worth keeping."""
    kind = TYPE[card]
    if kind == "story":
        return 50.0 if STORY[card] not in table["stories"][seat] else 2.0
    if kind == "named":
        sides = {
            entry["side"]
            for c, entry in table["play"].items()
            if c in NAMED and entry["owner"] == seat
        }
        return 30.0 if not sides or SIDE[card] in sides else 5.0
    return BASE[kind] + EFFECT_BONUS.get(EFFECT.get(card, ""), 0.0)
