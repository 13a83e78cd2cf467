"""The ``heuristic`` bot: rules of thumb over what its seat may know (its view and memory).

- Active character: the one whose power is worth most now, so that it can announce truthfully.
- Its turn: execute when its weapon is loaded (the player alone in the lead first, then the
  best score); else announce its active character when its power is worth it; else bluff the
  character worth most (never one in its own graveyard) at a rate that follows how believable
  it looks to the others (``honesty``: its record of bluffs found out, its graveyard); else
  change to a better character, swap a weapon that is far from firing, or roll the dice.
- A denounce window: an estimate that the announcer holds the character from what is public
  (a character in its graveyard cannot be its active; its Loge hides one of the rest) and from
  its past reveals (``memory``: its truths and its bluffs found out); it denounces when a bluff
  is more likely than not.
- A power's target: the kill that scores most, the fullest weapon to rob, the weapon to blow up.

``favourite`` makes a bot that keeps one character active whenever it can (the balance bench).
"""

from __future__ import annotations

from typing import Any

from service.engine.game import Action, BotInput, Event
from service.engine.rng import Rng

from .deck import WEAPON_KINDS, is_unstable, kind, max_charge

KILLERS = ("rex-kickwell", "shadow-kage", "sgt-hank-payne")
BLUFF_RATE = 0.35  # how often it bluffs a worthwhile power, when it looks half believable
WORTH_ANNOUNCING = 0.5
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


def choose(seen: BotInput, rng: Rng, favourite: str | None) -> Action:
    table, seat, legal = seen.view["table"], seen.seat, seen.legal
    types = {action["type"] for action in legal}
    if "choose" in types:
        return _best_active(table, seat, legal, favourite, rng)
    if "denounce" in types:
        return _answer(table, seat, seen.memory, rng)
    if types == {"power"}:
        return max(legal, key=lambda a: _target_worth(table, seat, a["target"]))
    return _turn(table, seat, legal, favourite, rng, seen.memory)


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
    """Denounce when a bluff looks more likely than not."""
    announcement = table["announcement"]
    announcer = _players(table)[announcement["seat"]]
    if announcement["character"] in announcer["graveyard"]:
        return {"type": "denounce"}
    likely = honesty(table, memory, announcer["seat"])
    me = _players(table)[seat]
    threshold = 0.5 if me["hand_count"] > 1 else 0.4
    noise = (rng.below(100) - 50) / 500
    return {"type": "denounce"} if likely + noise < threshold else {"type": "pass"}


def honesty(table: Table, memory: Any, announcer: int) -> float:
    """How likely ``announcer`` holds what it claims: its record of reveals (a prior of 60%
    true), less the chance that its Loge holds that character."""
    alive = len(table["cast"]) - len(_players(table)[announcer]["graveyard"])
    truths, bluffs = memory["reveals"][announcer] if memory else (0, 0)
    honest = (truths + 1.5) / (truths + bluffs + 2.5)
    return honest * (alive - 1) / alive


def _turn(
    table: Table, seat: int, legal: list[Action], favourite: str | None, rng: Rng, memory: Any
) -> Action:
    executions = [a for a in legal if a["type"] == "execute"]
    if executions:
        return max(executions, key=lambda a: _execution_worth(table, seat, a))
    active = table["active"]
    mine = power_worth(table, seat, active)
    if mine >= WORTH_ANNOUNCING:
        return {"type": "announce", "character": active}
    bluff = _bluff(table, seat, legal)
    rate = min(0.6, BLUFF_RATE * honesty(table, memory, seat) / 0.5)
    if bluff is not None and rng.below(1000) < rate * 1000:
        return bluff
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


def _bluff(table: Table, seat: int, legal: list[Action]) -> Action | None:
    """The worthwhile character it could claim but does not hold active (none in its graveyard)."""
    me = _players(table)[seat]
    claims = [
        a
        for a in legal
        if a["type"] == "announce"
        and a["character"] != table["active"]
        and a["character"] not in me["graveyard"]
    ]
    best = max(claims, key=lambda a: power_worth(table, seat, a["character"]), default=None)
    if best is None or power_worth(table, seat, best["character"]) < 1.5:
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
