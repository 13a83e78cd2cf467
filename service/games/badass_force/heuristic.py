"""The ``heuristic`` bot: rules of thumb over what its seat may know (its view and memory).

- Active character: the one whose power is worth most now, so that it can announce truthfully.
- Its turn: execute when its weapon is loaded (the player alone in the lead first, then the
  best score); else, when a character it could claim (none in its own graveyard) has a power
  worth a kill or so (``BLUFF_WORTH``) and clearly more than its own active one's, bluff it
  (``BLUFF_CHANCE`` of the time: a bluff the others cannot rule out from what is public);
  else announce its active character when its power is worth it; else change to a better
  character, swap a weapon that is far from firing, or roll the dice.
- A denounce window: an estimate that the announcer bluffs, from what is public (a character
  in its graveyard cannot be its active one; its Loge may hold the claimed one; a claim worth
  bluffing is one more often) and from its past reveals (``memory``: its truths and its
  bluffs found out); weighed against what a denounce wins (2 points, the power stopped, more
  when that power would hurt this seat) and costs (the announcer's 2 points and a card from
  its hand, dearer when the hand is short), it denounces with a chance that rises smoothly
  with that worth: near even, a coin flip, so an announcer cannot count on either answer.
  Measured with ``bench/badass_force_bluffing.py`` (RULINGS F1).
- A power's target: the kill that scores most, the fullest weapon to rob, the weapon to blow up.

``favourite`` makes a bot that keeps one character active whenever it can (the balance bench);
``bluffing=False`` one that announces only its own active character (the bluffing bench's
``honest``).
"""

from __future__ import annotations

import math
from typing import Any

from service.engine.game import Action, BotInput, Event
from service.engine.rng import Rng

from .deck import WEAPON_KINDS, is_unstable, kind, max_charge

KILLERS = ("rex-kickwell", "shadow-kage", "sgt-hank-payne")
WORTH_ANNOUNCING = 0.5
BLUFF_WORTH = 1.2  # a claim worth bluffing: about a kill, a blown weapon, a big theft
BLUFF_CHANCE = 0.9  # how often it bluffs such a claim when its own character is worth less
BLUFF_PRIOR = 0.3  # the share of claims worth bluffing it expects to be bluffs, at first
SMALL_PRIOR = 0.1  # the same, of the claims of smaller powers
PRIOR_WEIGHT = 4.0  # how many reveals that expectation is worth
CAUGHT_GAIN = 2.5  # a bluff found out: 2 points and the announcer's character lost
RESISTED_COST = 3.0  # a truth denounced: the announcer scores 2 (and a card: _card_cost)
DENOUNCE_TEMPERATURE = 0.3  # how sharply the chance to denounce follows its worth
Table = dict[str, Any]


def remember(memory: Any, seats: int, events: list[Event]) -> Any:
    """Per seat: how many of its announcements were shown true, and how many bluffs were found."""
    fresh = [[0, 0] for _ in range(seats)]
    reveals = [list(pair) for pair in memory["reveals"]] if memory else fresh
    for event in events:
        if event["type"] == "revealed":
            reveals[event["seat"]][1 if event["bluff"] else 0] += 1
    return {"reveals": reveals}


def heuristic_bot(seen: BotInput, rng: Rng) -> Action:
    return choose(seen, rng, None)


def choose(seen: BotInput, rng: Rng, favourite: str | None, bluffing: bool = True) -> Action:
    table, seat, legal = seen.view["table"], seen.seat, seen.legal
    types = {action["type"] for action in legal}
    if "choose" in types:
        return _best_active(table, seat, legal, favourite, rng)
    if "denounce" in types:
        return _answer(table, seat, seen.memory, rng)
    if types == {"power"}:
        return max(legal, key=lambda a: _target_worth(table, seat, a["target"]))
    return _turn(table, seat, legal, favourite, rng, seen.memory, bluffing)


# --- what things are worth ------------------------------------------------------------------


def _players(table: Table) -> list[dict[str, Any]]:
    return table["players"]


def _leader(table: Table) -> int | None:
    scores = [p["score"] for p in _players(table)]
    best = max(scores)
    return scores.index(best) if scores.count(best) == 1 else None


def _kill_worth(table: Table, seat: int, target: int) -> float:
    """Points a kill of ``target`` scores now (2 a first kill, +1 for the lone leader)."""
    player = _players(table)[target]
    if not player["has_active"] or player["bulletproof"]:
        return 0.0
    first = table["kills"][seat] == 0
    return (2 if first else 1) + (target == _leader(table)) + player["score"] / 100


def power_worth(table: Table, seat: int, character: str) -> float:
    """A rough worth, in points, of using ``character``'s power now."""
    me = _players(table)[seat]
    others = [p for p in _players(table) if p["seat"] != seat]
    vengeance = me["mode"] == "vengeance"
    room = max_charge(me["weapon"]) - me["charge"]
    if character in KILLERS:
        targets = _kill_targets(table, seat, character, vengeance)
        return max((_kill_worth(table, seat, t) for t in targets), default=0.0)
    if character == "duke-cartridge":
        return 0.4 * min(room, 4 if vengeance else 2)
    if character == "big-mama-bazooka":
        richest = max(p["charge"] for p in others)
        return 0.45 * min(richest, 99 if vengeance else 2, room + 1)
    if character == "tex-overdrive":
        give = 3 if vengeance else 2
        blown = [p for p in others if _overloads(p, give) and p["has_active"]]
        return 2.5 if blown else 0.2
    if character == "iron-mike-bulwark":
        loaded = sum(p["charge"] >= WEAPON_KINDS[kind(p["weapon"])]["fire"] - 1 for p in others)
        return 0.5 + 0.4 * loaded + (0.5 if _leader(table) == seat else 0.0)
    if character == "doc-stitches":
        return 0.6 * min(len(me["graveyard"]), 2 if vengeance else 1)
    return 0.0


def _overloads(player: dict[str, Any], give: int) -> bool:
    return is_unstable(player["weapon"]) and player["charge"] + give > max_charge(player["weapon"])


def _kill_targets(table: Table, seat: int, character: str, vengeance: bool) -> list[int]:
    """Whom a killer's power could hit (the rules' ``power_targets``, from the view)."""
    players = _players(table)
    seats = len(players)
    armed = [p["seat"] for p in players if p["seat"] != seat and p["has_active"]]
    if character == "rex-kickwell":
        near = {(seat - 1) % seats, (seat + 1) % seats}
        return armed if vengeance else [s for s in armed if s in near]
    if character == "shadow-kage":
        mine = players[seat]["charge"]
        return [s for s in armed if players[s]["charge"] < mine + vengeance]
    if vengeance:
        best = max(p["score"] for p in players if p["seat"] != seat)
        return [s for s in armed if players[s]["score"] == best]
    leader = _leader(table)
    return [leader] if leader in armed else []


def _target_worth(table: Table, seat: int, target: int) -> float:
    """How good a power's target is: a kill's points, else the charges it takes or blows up."""
    player = _players(table)[target]
    return (
        _kill_worth(table, seat, target)
        + player["charge"] / 10
        + (3 if _overloads(player, 2) else -player["score"] / 50)
    )


# --- decisions -----------------------------------------------------------------------------


def _best_active(
    table: Table, seat: int, legal: list[Action], favourite: str | None, rng: Rng
) -> Action:
    def worth(action: Action) -> float:
        card = action["card"]
        bonus = 10.0 if card == favourite else 0.0
        return bonus + power_worth(table, seat, card) + rng.below(100) / 400

    return max(legal, key=worth)


def _answer(table: Table, seat: int, memory: Any, rng: Rng) -> Action:
    """Denounce with a chance that follows what a denounce is worth to this seat: a bluff
    found out scores 2 and stops the power (more when the power would hurt it), a truth
    denounced costs a card from hand and gives the announcer 2; near even, a coin flip."""
    announcement = table["announcement"]
    announcer = _players(table)[announcement["seat"]]
    if announcement["character"] in announcer["graveyard"]:
        return {"type": "denounce"}
    prior = bluff_prior(table, announcer["seat"], announcement["character"])
    bluff = 1 - honesty(table, memory, announcer["seat"], prior)
    gain = CAUGHT_GAIN + _harm(table, seat, announcer["seat"], announcement["character"])
    cost = RESISTED_COST + _card_cost(_players(table)[seat])
    edge = bluff * gain - (1 - bluff) * cost
    chance = 1 / (1 + math.exp(-edge / DENOUNCE_TEMPERATURE))
    return {"type": "denounce"} if rng.below(1000) < chance * 1000 else {"type": "pass"}


def _harm(table: Table, seat: int, announcer: int, character: str) -> float:
    """What the claimed power would cost this seat if it stood: a kill it is the best target
    of, charges taken from its weapon, its unstable weapon blown up."""
    mode = _players(table)[announcer]["mode"] == "vengeance"
    me = _players(table)[seat]
    if character in KILLERS:
        targets = _kill_targets(table, announcer, character, mode)
        if seat not in targets:
            return 0.0
        best = max(targets, key=lambda t: _kill_worth(table, announcer, t))
        return 2.0 if best == seat else 0.7
    if character == "big-mama-bazooka":
        return 0.3 * min(me["charge"], 2)
    if character == "tex-overdrive":
        return 2.0 if me["has_active"] and _overloads(me, 3 if mode else 2) else 0.0
    return 0.0


def _card_cost(me: dict[str, Any]) -> float:
    """A card lost from hand costs more the fewer it holds."""
    return 0.5 + 1.5 / max(me["hand_count"], 1)


def bluff_prior(table: Table, announcer: int, character: str) -> float:
    """The share of such claims expected to be bluffs before any reveal: more of a claim worth
    bluffing (a kill or so) than of a smaller one."""
    big = power_worth(table, announcer, character) >= BLUFF_WORTH
    return BLUFF_PRIOR if big else SMALL_PRIOR


def honesty(table: Table, memory: Any, announcer: int, prior: float = BLUFF_PRIOR) -> float:
    """How likely ``announcer`` holds what it claims: its record of reveals (before any, a
    bluff in ``prior`` announcements: a claim worth bluffing is one more often), less the
    chance that its Loge holds that character."""
    alive = len(table["cast"]) - len(_players(table)[announcer]["graveyard"])
    truths, bluffs = memory["reveals"][announcer] if memory else (0, 0)
    honest = (truths + PRIOR_WEIGHT * (1 - prior)) / (truths + bluffs + PRIOR_WEIGHT)
    return honest * (alive - 1) / alive


def _turn(
    table: Table,
    seat: int,
    legal: list[Action],
    favourite: str | None,
    rng: Rng,
    memory: Any,
    bluffing: bool = True,
) -> Action:
    executions = [a for a in legal if a["type"] == "execute"]
    if executions:
        return max(executions, key=lambda a: _execution_worth(table, seat, a))
    active = table["active"]
    mine = power_worth(table, seat, active)
    bluff = _bluff(table, seat, legal, mine) if bluffing else None
    if bluff is not None and rng.below(1000) < BLUFF_CHANCE * 1000:
        return bluff
    if mine >= WORTH_ANNOUNCING:
        return {"type": "announce", "character": active}
    return _quiet_move(table, seat, legal, favourite, rng, mine)


def _execution_worth(table: Table, seat: int, action: Action) -> float:
    target = _players(table)[action["target"]]
    bulletproof = target["bulletproof"] and kind(_players(table)[seat]["weapon"]) != "sniper-rifle"
    points = 0.0 if bulletproof else _kill_worth(table, seat, action["target"]) + 0.01
    return points + _weapon_worth(action["weapon"]) / 10


def _weapon_worth(card: str) -> float:
    """A faster weapon is worth more to a bot (fewer turns to a kill)."""
    facts = WEAPON_KINDS[kind(card)]
    return 8 - facts["fire"] + (1 if kind(card) in ("pump-shotgun", "minigun", "katana") else 0)


def _bluff(table: Table, seat: int, legal: list[Action], mine: float) -> Action | None:
    """The character worth most that it could claim but does not hold active (none in its
    graveyard), when it is worth clearly more than its own."""
    me = _players(table)[seat]
    claims = [
        a
        for a in legal
        if a["type"] == "announce"
        and a["character"] != table["active"]
        and a["character"] not in me["graveyard"]
    ]
    best = max(claims, key=lambda a: power_worth(table, seat, a["character"]), default=None)
    if best is None or power_worth(table, seat, best["character"]) < max(BLUFF_WORTH, mine + 1):
        return None
    return best


def _quiet_move(
    table: Table, seat: int, legal: list[Action], favourite: str | None, rng: Rng, mine: float
) -> Action:
    """A change to a better character, a faster weapon, or the armoury."""
    changes = [a for a in legal if a["type"] == "change" and a["card"] != table["active"]]
    best = max(changes, key=lambda a: power_worth(table, seat, a["card"]), default=None)
    if favourite is not None and table["active"] != favourite:
        best = next((a for a in changes if a["card"] == favourite), best)
    if best is not None and power_worth(table, seat, best["card"]) > mine + 1.0:
        return best
    me = _players(table)[seat]
    swaps = [a for a in legal if a["type"] == "swap"]
    faster = max(swaps, key=lambda a: _weapon_worth(a["weapon"]), default=None)
    gain = _weapon_worth(faster["weapon"]) - _weapon_worth(me["weapon"]) if faster else 0
    if faster is not None and me["charge"] == 0 and gain >= 2:
        return faster
    return {"type": "armoury"}
