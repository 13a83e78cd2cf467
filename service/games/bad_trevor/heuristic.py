"""The ``heuristic`` bot for Bad Trevor: a pure function of its seat's view, what it learnt
from the events it saw (its bot memory, ``memory.py``) and its own ``Rng``.

It remembers where Bad Trevor was last seen (picks, slams, face-up hands, lookouts), lays
Bad Trevor whenever it holds him at a uniformly random position of its attack hand (so the
order gives nothing away), keeps heroes and pairs back, slams Kamikaze Kevin only when the
odds are good, and demands civilians it has seen in another hand.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from service.engine.game import Action, BotInput, Event
from service.engine.rng import Rng

from .deck import KIND, PAIR, TREVOR

DEFENDER_SLAM = 0.5  # the defender slams when this sure of a position
BYSTANDER_SLAM = 0.75  # a window seat risks it only when surer: passing costs it nothing


@dataclass
class Memory:
    """What the seat has learnt from the events it saw."""

    trevor: int | None = None  # who holds Bad Trevor, as far as we know
    hands: dict[int, set[str]] = field(default_factory=dict)  # seen by lookout

    def learn(self, events: list[Event]) -> Memory:
        """This memory, updated in place with the seat's next events."""
        for event in events:
            _LEARN.get(event.get("type", ""), _ignore)(self, event)
        return self

    def to_json(self) -> dict[str, Any]:
        return {
            "trevor": self.trevor,
            "hands": {str(s): sorted(cards) for s, cards in self.hands.items()},
        }

    @classmethod
    def from_json(cls, data: dict[str, Any] | None) -> Memory:
        if data is None:
            return cls()
        return cls(data["trevor"], {int(s): set(cards) for s, cards in data["hands"].items()})


def believed(memory: Memory, seat: int, hand: list[str]) -> Memory:
    """The memory with the seat's own hand overriding what it believed of Bad Trevor."""
    if TREVOR in hand:
        memory.trevor = seat
    elif memory.trevor == seat:
        memory.trevor = None
    return memory


def _ignore(memory: Memory, event: Event) -> None:
    return None


def _learn_pick(memory: Memory, event: Event) -> None:
    if event.get("kind") == "trevor":
        memory.trevor = event["seat"]


def _learn_kevin(memory: Memory, event: Event) -> None:
    if event["correct"]:
        memory.trevor = event["target"]
    elif memory.trevor == event["target"]:
        memory.trevor = event["seat"]


def _learn_laid(memory: Memory, event: Event) -> None:
    if event.get("card") == TREVOR:
        memory.trevor = event["seat"]


def _learn_lookout(memory: Memory, event: Event) -> None:
    if "hand" not in event:
        return
    memory.hands[event["target"]] = set(event["hand"])
    if TREVOR in event["hand"]:
        memory.trevor = event["target"]
    elif memory.trevor == event["target"]:
        memory.trevor = None


def _learn_out(memory: Memory, event: Event) -> None:
    memory.hands.pop(event["seat"], None)
    if memory.trevor == event["seat"]:
        memory.trevor = None


_LEARN: dict[str, Callable[[Memory, Event], None]] = {
    "picked": _learn_pick,
    "kevin": _learn_kevin,
    "laid": _learn_laid,
    "lookout": _learn_lookout,
    "out": _learn_out,
}


@dataclass(frozen=True)
class Seen:
    """One decision's inputs, unpacked."""

    seat: int
    table: dict[str, Any]
    hand: list[str]
    legal: list[Action]
    memory: Memory
    rng: Rng

    def of_type(self, kind: str) -> list[Action]:
        return [action for action in self.legal if action["type"] == kind]


def heuristic_bot(given: BotInput, rng: Rng) -> Action:
    """Bad Trevor's heuristic player."""
    table = given.view["table"]
    hand = table.get("hand", [])
    kept = Memory.from_json((given.memory or {}).get("heuristic"))
    seen = Seen(given.seat, table, hand, given.legal, believed(kept, given.seat, hand), rng)
    for rule in (_opening, _attack_hand, _rescue, _option, _lay, _give, _hand_off, _lookout):
        action = rule(seen)
        if action is not None:
            return action
    return rng.choice(given.legal)


def _opening(seen: Seen) -> Action | None:
    if not seen.of_type("ready"):
        return None
    return (seen.of_type("rescue") or seen.of_type("ready"))[0]


def _attack_hand(seen: Seen) -> Action | None:
    """Facing an attack hand: slam Kevin when the odds are good, else pick or pass."""
    picks, slams, passes = seen.of_type("pick"), seen.of_type("kevin"), seen.of_type("pass")
    if not (picks or slams or passes):
        return None
    attack = seen.table["attack"]
    odds = _trevor_odds(seen, attack)
    best = max(range(len(odds)), key=lambda p: (odds[p], seen.rng.below(1000)))
    threshold = DEFENDER_SLAM if picks else BYSTANDER_SLAM
    if slams and odds[best] >= threshold:
        return next(a for a in slams if a["position"] == best)
    if not picks:
        return passes[0] if passes else seen.rng.choice(seen.legal)
    return _best_pick(seen, attack, picks, odds)


def _trevor_odds(seen: Seen, attack: dict[str, Any]) -> list[float]:
    """Chance that Bad Trevor lies at each position of the attack hand."""
    count = attack["count"]
    if "cards" in attack:
        return [1.0 if card == TREVOR else 0.0 for card in attack["cards"]]
    holder = seen.memory.trevor
    if holder == attack["seat"]:
        inside = 1.0
    elif holder is None:
        unknown = [s for s in seen.table["active"] if s != seen.seat]
        inside = 1.0 / max(len(unknown), 1)
    else:
        inside = 0.0
    return [inside / count] * count


def _best_pick(
    seen: Seen, attack: dict[str, Any], picks: list[Action], odds: list[float]
) -> Action:
    """Face up: the most useful card that is not Bad Trevor; face down: a blind guess."""
    if "cards" not in attack:
        return seen.rng.choice(picks)
    value = {p["position"]: _pick_value(seen, attack["cards"][p["position"]]) for p in picks}
    return max(picks, key=lambda p: value[p["position"]] - 10 * odds[p["position"]])


def _pick_value(seen: Seen, card: str) -> int:
    if KIND.get(card) == "hero":
        return 3
    if card in PAIR and any(PAIR.get(mine) == PAIR[card] for mine in seen.hand):
        return 2
    return 1 if KIND.get(card) == "civilian" else 0


def _rescue(seen: Seen) -> Action | None:
    if seen.table["step"] != "main":
        return None
    rescues = seen.of_type("rescue")
    return rescues[0] if rescues else None


def _option(seen: Seen) -> Action | None:
    """After a rescue: demand a civilian seen in a hand; reverse away from Bad Trevor."""
    if not seen.of_type("carry_on"):
        return None
    for demand in seen.of_type("demand"):
        seen_hand = seen.memory.hands.get(demand["target"], set())
        if any(PAIR.get(card) == demand["civilian"] for card in seen_hand):
            return demand
    holder = seen.memory.trevor
    if holder not in (None, seen.seat) and holder == _attacker_of(seen) and seen.of_type("reverse"):
        return seen.of_type("reverse")[0]
    return seen.of_type("carry_on")[0]


def _attacker_of(seen: Seen) -> int:
    """The seat that attacks this one next: the previous one in the direction of play."""
    active = seen.table["active"]
    step = -1 if seen.table["direction"] == "clockwise" else 1
    index = active.index(seen.seat)
    return active[(index + step) % len(active)]


def _lay(seen: Seen) -> Action | None:
    """Bad Trevor at a uniformly random position; otherwise the card we least want back."""
    lays = seen.of_type("lay")
    if not lays:
        return None
    attack = seen.table["attack"]
    left = attack["size"] - attack["count"] if attack else min(3, len(seen.hand))
    trevor = [a for a in lays if a["card"] == TREVOR]
    if trevor and seen.rng.below(max(left, 1)) == 0:
        return trevor[0]
    others = [a for a in lays if a["card"] != TREVOR] or trevor
    return max(others, key=lambda a: (_lay_value(seen, a["card"]), seen.rng.below(1000)))


def _lay_value(seen: Seen, card: str) -> int:
    """Villains hurt the picker; dead civilians clog a hand; heroes and pairs we keep."""
    kind = KIND.get(card)
    if kind == "villain":
        return 4
    if kind == "civilian":
        partners = [c for c in seen.hand if c != card and PAIR.get(c) == PAIR[card]]
        if partners:
            return 0
        return 3 if _dead(seen, card) else 2
    return 1


def _dead(seen: Seen, card: str) -> bool:
    """A civilian whose partner lies on the discard pile can never be rescued."""
    return any(PAIR.get(c) == PAIR.get(card) for c in seen.table["discard"])


def _give(seen: Seen) -> Action | None:
    gives = seen.of_type("give")
    if not gives:
        return None
    return max(gives, key=lambda a: (_lay_value(seen, a["card"]), a["card"]))


def _hand_off(seen: Seen) -> Action | None:
    """Slow the leader: our worst card to the player with the fewest cards."""
    offers = seen.of_type("hand_off")
    if not offers:
        return None
    counts = seen.table["hand_counts"]
    return max(offers, key=lambda a: (_lay_value(seen, a["card"]), -counts[a["target"]]))


def _lookout(seen: Seen) -> Action | None:
    looks = seen.of_type("lookout")
    if not looks:
        return None
    counts = seen.table["hand_counts"]
    return max(looks, key=lambda a: counts[a["target"]])
