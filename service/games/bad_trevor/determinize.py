"""Determinization: a full table consistent with all one seat knows, for search bots.

Built only from the seat's view (own hand, hand counts, discard, the attack hand as far as
it shows, Kevin, who is out, the step...) and what it learnt from the events it saw, as its
bot memory keeps it (``memory.py``: the folds below, one event at a time). What is known stays where
it is (also cards seen going into another hand, while they cannot have left it unseen);
every other card is dealt at random into the other hands and the face-down attack cards,
matching every count. Bad Trevor goes to a seat that may still hold him as far as
the events tell (see ``trevor_suspects``), weighted by how many unseen cards it holds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from service.engine.rng import Rng

from .deck import CARD_IDS, KEVIN, TREVOR
from .table import CLOCKWISE, Event, State, clone

ATTACK = -1  # the owner label of a face-down attack card the seat has not seen


@dataclass(frozen=True)
class Knowledge:
    """A seat's knowledge, digested once: the table with hidden places empty, the unseen
    cards, one owner label per hidden place (a seat, or ``ATTACK``) and Trevor's suspects."""

    table: State
    unseen: tuple[str, ...]
    places: tuple[int, ...]
    suspects: tuple[int, ...]

    def sample(self, rng: Rng) -> State:
        """One determinization: the unseen cards dealt into the hidden places."""
        cards = [card for card in self.unseen if card != TREVOR]
        rng.shuffle(cards)
        if len(cards) < len(self.unseen):
            cards.insert(self._trevor_place(rng), TREVOR)
        return self._dealt(cards)

    def _trevor_place(self, rng: Rng) -> int:
        """A uniform hidden place among the suspects' (the attacker's includes its attack)."""
        attacker = self.table["attack"]["attacker"] if self.table["attack"] else None
        owned = [
            index
            for index, owner in enumerate(self.places)
            if owner in self.suspects or (owner == ATTACK and attacker in self.suspects)
        ]
        return rng.choice(owned or list(range(len(self.places))))

    def _dealt(self, cards: list[str]) -> State:
        state = clone(self.table)
        for owner, card in zip(self.places, cards, strict=True):
            if owner == ATTACK:
                state["attack"]["cards"].append(card)
            else:
                state["hands"][owner].append(card)
        return state


@dataclass
class Learnt:
    """What the search keeps of the events a seat saw: cards known in other hands, who may
    hold Bad Trevor, and who let the current attack hand go by."""

    known: dict[int, set[str]]
    suspects: set[int]
    passed: list[int]

    @classmethod
    def fresh(cls, seats: int) -> Learnt:
        return cls({other: set() for other in range(seats)}, set(range(seats)), [])

    def learn(self, events: list[Event]) -> Learnt:
        learn_known(self.known, events)
        self.suspects = learn_suspects(self.suspects, events)
        self.passed = learn_passed(self.passed, events)
        return self

    def to_json(self) -> dict[str, Any]:
        return {
            "known": {str(s): sorted(cards) for s, cards in self.known.items()},
            "suspects": sorted(self.suspects),
            "passed": list(self.passed),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Learnt:
        known = {int(s): set(cards) for s, cards in data["known"].items()}
        return cls(known, set(data["suspects"]), list(data["passed"]))


def determinizer(
    view: dict[str, Any], memory: dict[str, Any] | None, seat: int
) -> Callable[[Rng], State]:
    """The sampler of tables consistent with ``view`` (a match view) and the seat's bot
    ``memory`` (None: it saw no event)."""
    seats = int(view["seats"])
    learnt = Learnt.fresh(seats) if memory is None else Learnt.from_json(memory["search"])
    return _knowledge(view, learnt, seat).sample


def knowledge(view: dict[str, Any], events: list[Event], seat: int) -> Knowledge:
    """What ``seat`` knows, from its match view and the events it saw."""
    return _knowledge(view, Learnt.fresh(int(view["seats"])).learn(events), seat)


def _knowledge(view: dict[str, Any], learnt: Learnt, seat: int) -> Knowledge:
    table = view["table"]
    seen = _seen_cards(table)
    known = _consistent({**learnt.known, seat: set()}, seen, table)
    placed = {card for cards in known.values() for card in cards}
    unseen = tuple(card for card in CARD_IDS if card not in seen and card not in placed)
    places = _hidden_places(table, seat, known)
    if len(places) != len(unseen):
        raise ValueError(f"{len(unseen)} unseen cards for {len(places)} hidden places")
    suspects = learnt.suspects - {seat}
    base = _public_table(table, learnt.passed, seat)
    for other, cards in known.items():
        base["hands"][other].extend(sorted(cards))
    return Knowledge(base, unseen, places, tuple(sorted(suspects)))


def _seen_cards(table: dict[str, Any]) -> set[str]:
    """Every card the view shows: own hand, discard, visible attack cards and Kevin."""
    attack = table["attack"] or {}
    return {*table["hand"], *table["discard"], *attack.get("cards", ()), KEVIN}


def _hidden_places(table: dict[str, Any], seat: int, known: dict[int, set[str]]) -> tuple[int, ...]:
    """One owner label per card the seat cannot place: other hands, then the attack hand."""
    places = [
        other
        for other, count in enumerate(table["hand_counts"])
        if other != seat
        for _ in range(count - len(known.get(other, ())))
    ]
    attack = table["attack"]
    if attack is not None and "cards" not in attack:
        places.extend([ATTACK] * attack["count"])
    return tuple(places)


def _public_table(table: dict[str, Any], passed: list[int], seat: int) -> State:
    """The state as far as the view shows it, with the hidden places left empty."""
    seats = len(table["hand_counts"])
    hands: list[list[str]] = [[] for _ in range(seats)]
    hands[seat] = list(table["hand"])
    return {
        "seats": seats,
        "hands": hands,
        "discard": list(table["discard"]),
        "kevin": table["kevin"],
        "kevin_banned": list(table["kevin_banned"]),
        "first": table["first"],
        "direction": CLOCKWISE if table["direction"] == "clockwise" else -CLOCKWISE,
        "phase": table["phase"],
        "step": table["step"],
        "current": table["current"],
        "ready": list(table["ready"]),
        "attack": _attack(table["attack"], passed),
        "attacks": table["attacks"],
        "pending": {"from": table["pending"]["from_seat"]} if table["pending"] else None,
        "out": list(table["ranking"]),
        "spotlight": [s in table["spotlight"] for s in range(seats)],
        "quick_strike": [s in table["quick_strike"] for s in range(seats)],
        "quagmire": table["quagmire"],
        "forfeited": None,
    }


def _attack(shown: dict[str, Any] | None, passed: list[int]) -> dict[str, Any] | None:
    """The attack hand with the cards the seat sees (else none yet) and who passed Kevin."""
    if shown is None:
        return None
    attack = {key: shown[key] for key in ("defender", "size", "face_up")}
    attack["number"] = int(shown["instance"].removeprefix("attack-"))
    attack["attacker"] = shown["seat"]
    attack["cards"] = list(shown.get("cards", ()))
    if passed:
        attack["passed"] = list(passed)
    return attack


def learn_passed(passed: list[int], events: list[Event]) -> list[int]:
    """The seats that let the current attack hand go by (public ``window_passed`` events
    since the last attack or lay)."""
    for event in events:
        if event.get("type") in ("attack", "laid"):
            passed = []
        elif event.get("type") == "window_passed":
            passed = [*passed, event["seat"]]
    return passed


def trevor_suspects(events: list[Event], seat: int, seats: int) -> set[int]:
    """The seats that may hold Bad Trevor (in hand or in their own attack hand) for ``seat``.

    He only ever changes hands in the open (picked, or handed over by Kevin), so the events
    narrow the deal's "anyone" down; lookouts and face-up cards pin him or rule a seat out.
    The seat itself is a suspect only if it sees him, which the caller checks first."""
    return learn_suspects(set(range(seats)), events) - {seat}


def learn_suspects(suspects: set[int], events: list[Event]) -> set[int]:
    """The suspects after ``events``, from those before them."""
    for event in events:
        suspects = _SUSPECT_RULES.get(event.get("type", ""), _unchanged)(suspects, event)
    return suspects


def _unchanged(suspects: set[int], event: Event) -> set[int]:
    return suspects


def _after_pick(suspects: set[int], event: Event) -> set[int]:
    return {event["seat"]} if event.get("kind") == "trevor" else suspects


def _after_kevin(suspects: set[int], event: Event) -> set[int]:
    """Right: the accused laid him. Wrong: the accused's cards all went to the accuser."""
    if event["correct"]:
        return {event["target"]}
    if event["target"] in suspects:
        return (suspects - {event["target"]}) | {event["seat"]}
    return suspects


def _after_laid(suspects: set[int], event: Event) -> set[int]:
    return {event["seat"]} if event.get("card") == TREVOR else suspects


def _after_attack(suspects: set[int], event: Event) -> set[int]:
    return {event["seat"]} if TREVOR in event.get("cards", ()) else suspects


def _after_lookout(suspects: set[int], event: Event) -> set[int]:
    if "hand" not in event:
        return suspects
    target = event["target"]
    return {target} if TREVOR in event["hand"] else suspects - {target}


def _after_out(suspects: set[int], event: Event) -> set[int]:
    return suspects - {event["seat"]}


_SUSPECT_RULES: dict[str, Callable[[set[int], Event], set[int]]] = {
    "picked": _after_pick,
    "kevin": _after_kevin,
    "laid": _after_laid,
    "attack": _after_attack,
    "lookout": _after_lookout,
    "out": _after_out,
}


# --- cards seen going into a hand ----------------------------------------------------------


def known_hands(events: list[Event], seat: int, seats: int) -> dict[int, set[str]]:
    """Cards ``seat`` knows to be in another seat's hand: seen by lookout, given to it, or
    taken by it from the seat's own attack hand. A seat that might have passed cards on
    unseen (it laid face down, or gave a card the seat did not see) is forgotten."""
    known = learn_known({other: set() for other in range(seats)}, events)
    known[seat] = set()
    return known


def learn_known(known: dict[int, set[str]], events: list[Event]) -> dict[int, set[str]]:
    """``known`` (cards in each other hand) updated in place with ``events``."""
    for event in events:
        _KNOWN_RULES.get(event.get("type", ""), _learn_nothing)(known, event)
    return known


def _consistent(
    known: dict[int, set[str]], seen: set[str], table: dict[str, Any]
) -> dict[int, set[str]]:
    """Known cards not seen elsewhere nor claimed twice, for seats still in whose hands can
    hold them all (a safety net: the rules above never break these)."""
    counts, active = table["hand_counts"], set(table["active"])
    claims = Counter(card for cards in known.values() for card in cards)
    kept = {s: {c for c in cards - seen if claims[c] == 1} for s, cards in known.items()}
    return {
        s: cards for s, cards in kept.items() if s in active and cards and len(cards) <= counts[s]
    }


def _learn_nothing(known: dict[int, set[str]], event: Event) -> None:
    return None


def _move(known: dict[int, set[str]], giver: int, taker: int, card: str | None) -> None:
    """A card changed hands: known if the seat saw it, else the giver is forgotten."""
    if card is None:
        known[giver] = set()
        return
    known[giver].discard(card)
    known[taker].add(card)


def _learn_lookout(known: dict[int, set[str]], event: Event) -> None:
    if "hand" in event:
        known[event["target"]] = set(event["hand"])


def _learn_laid(known: dict[int, set[str]], event: Event) -> None:
    if "card" in event:
        known[event["seat"]].discard(event["card"])
    else:
        known[event["seat"]] = set()


def _learn_picked(known: dict[int, set[str]], event: Event) -> None:
    picker = event["seat"]
    if event.get("kind") == "civilian" and "card" in event:
        known[picker].add(event["card"])
    known[picker] |= set(event.get("cards", ()))


def _learn_payback(known: dict[int, set[str]], event: Event) -> None:
    _move(known, event["seat"], event["to_seat"], event.get("card"))


def _learn_hand_off(known: dict[int, set[str]], event: Event) -> None:
    _move(known, event["seat"], event["target"], event.get("card"))


def _learn_effect(known: dict[int, set[str]], event: Event) -> None:
    if event.get("effect") == "dead_weight":
        _move(known, event["from_seat"], event["seat"], event.get("card"))


def _learn_kevin(known: dict[int, set[str]], event: Event) -> None:
    """The leaver's whole hand went to the taker."""
    if "from_seat" in event:
        known[event["to_seat"]] |= known[event["from_seat"]]
        known[event["from_seat"]] = set()


def _learn_demand(known: dict[int, set[str]], event: Event) -> None:
    for cards in known.values():
        cards.difference_update(event.get("cards", ()))


def _learn_out(known: dict[int, set[str]], event: Event) -> None:
    known[event["seat"]] = set()


_KNOWN_RULES: dict[str, Callable[[dict[int, set[str]], Event], None]] = {
    "lookout": _learn_lookout,
    "laid": _learn_laid,
    "picked": _learn_picked,
    "payback": _learn_payback,
    "hand_off": _learn_hand_off,
    "effect": _learn_effect,
    "kevin": _learn_kevin,
    "demand": _learn_demand,
    "out": _learn_out,
}
