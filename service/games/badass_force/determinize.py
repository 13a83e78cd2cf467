"""Full tables consistent with what one seat knows, for the ``ismcts`` bot.

A seat's view shows all it may know: its own hand, active character and Loge, every
graveyard, weapon and charge, the centre, the discard pile and the counts. Unknown: each
other player's face-down active character, hand and Loge (each is the cast less that
player's graveyard, in the counts the view gives), the weapon pile's order, and the sealed
answers of an open denounce window. A sample deals those uniformly: the rules give no seat
knowledge of another's face-down cards that a view does not show (a revealed character goes
back to hand, where it is one of many).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.engine.rng import Rng

from .deck import WEAPON_IDS
from .heuristic import bluff_prior, honesty
from .table import State


def determinizer(view: dict[str, Any], memory: Any, seat: int) -> Callable[[Rng], State]:
    table = view["table"]
    claim = _claim(table, memory, seat)
    players = table["players"]
    seen = {p["weapon"] for p in players} | set(table["centre"]) | set(table["discard"])
    unseen = [card for card in WEAPON_IDS if card not in seen]
    base = _known(table, seat)

    def sample(rng: Rng) -> State:
        state = {**base, "pending": [dict(item) for item in base["pending"]]}
        hands, actives, loges = [], [], []
        for player in players:
            if player["seat"] == seat:
                hands.append(list(table["hand"]))
                actives.append(table["active"])
                loges.append(table["loge"])
                continue
            cards = [c for c in table["cast"] if c not in player["graveyard"]]
            rng.shuffle(cards)
            if claim and claim[0] == player["seat"] and rng.below(1000) < claim[2] * 1000:
                cards.remove(claim[1])
                cards.append(claim[1])  # the announcer holds what it claims
            actives.append(cards.pop() if player["has_active"] else None)
            loges.append(cards.pop())
            hands.append(sorted(cards))
        pile = list(unseen)
        rng.shuffle(pile)
        state.update(hands=hands, actives=actives, loges=loges, pile=pile)
        state["announcement"] = _announcement(table, seat, rng)
        return state

    return sample


def _claim(table: dict[str, Any], memory: Any, seat: int) -> tuple[int, str, float] | None:
    """An open announcement by another seat: who, whom, and how likely it is true (the
    heuristic's estimate, ``heuristic.honesty``); None if there is none or it cannot be."""
    shown = table["announcement"]
    if shown is None or shown["seat"] == seat:
        return None
    announcer = table["players"][shown["seat"]]
    if shown["character"] in announcer["graveyard"] or not announcer["has_active"]:
        return None
    prior = bluff_prior(table, shown["seat"], shown["character"])
    return shown["seat"], shown["character"], honesty(table, memory, shown["seat"], prior)


def _known(table: dict[str, Any], seat: int) -> State:
    players = table["players"]
    return {
        "seats": len(players),
        "target": table["target"],
        "max_rounds": table["max_rounds"],
        "cast": list(table["cast"]),
        "first": table["first"],
        "current": table["current"],
        "round": table["round"],
        "step": table["step"],
        "scores": [p["score"] for p in players],
        "modes": [p["mode"] for p in players],
        "graves": [list(p["graveyard"]) for p in players],
        "weapons": [{"card": p["weapon"], "charge": p["charge"]} for p in players],
        "centre": list(table["centre"]),
        "discard": list(table["discard"]),
        "shields": [p["bulletproof"] for p in players],
        "kills": list(table["kills"]),
        "announcements": table["announcement"]["instance"] if table["announcement"] else 0,
        "pending": [dict(item) for item in table["pending"]],
        "winners": table["winners"],
        "tied": table["tied"],
        "reason": table["reason"],
        "forfeited": None,
    }


def _announcement(table: dict[str, Any], seat: int, rng: Rng) -> dict[str, Any] | None:
    """The open announcement with a guess at the sealed answers (the seat's own is known
    only to its events: a sample guesses it too, which matters only once it answered)."""
    shown = table["announcement"]
    if shown is None:
        return None
    answers = {str(s): ("denounce" if rng.below(2) else "pass") for s in shown["answered"]}
    return {
        "seat": shown["seat"],
        "character": shown["character"],
        "answers": answers,
        "instance": shown["instance"],
    }
