"""Full states consistent with what one seat knows, for the bots (RULINGS V60-V62).

A seat's view shows every realm, every discard pile, every count, its own hand and what it
looked at (``known``). Hidden from it: the other hands, the order of every deck (its own too),
Merlin's deck, the sealed answers of an open Condition window and the details of a choice
another seat is making. ``remember`` keeps, from the events the seat saw, what the view no
longer shows: the situation each open window answers, its own sealed answers and the
Conditions a closed window still has to resolve, the cards known to be in another hand
(shown by Infiltrate, found into it, waiting in a closed window), the cards it looked at
before they were put back in order, and who must stay put (No Capes!).

A sample deals every card nobody sees: each deck's full list (``data.deck_list``) less every
card seen, the cards known in a hand kept there, the known tops of decks kept on top, the rest
shuffled into the hands and decks, matching every count.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.engine.rng import Rng

from . import data, effects, table, windows
from .table import MAX_ROUNDS, Event, State, key_of

Memory = dict[str, Any]
UNKNOWN = "determinized_unknown"  # the handler of a frame whose details the seat cannot see
SITUATIONS = {
    "power": "power",
    "played": "play",
    "discarded_cards": "discard",
    "vanquish": "vanquish",
}


@effects.handler(UNKNOWN)
def _unknown(
    state: State, frame: dict[str, Any], choice: str, rng: Rng, events: list[Event]
) -> None:
    """Another seat's choice (or a step) whose details are hidden: in a sample it does nothing
    (V62)."""


# --- memory -----------------------------------------------------------------------------------


def remember(memory: Memory | None, seat: int, seats: int, events: list[Event]) -> Memory:
    """The seat's bot memory (``Game.remember``) after its next ``events`` (JSON data)."""
    kept = _fresh(seats) if memory is None else _copy_memory(memory)
    for event in events:
        _note(kept, seat, event)
    return kept


def _fresh(seats: int) -> Memory:
    return {
        "last": {},
        "windows": {},
        "hands": {str(s): [] for s in range(seats)},
        "looked": {},
        "stay": [False] * seats,
        "serial": 0,
    }


def _copy_memory(memory: Memory) -> Memory:
    return {
        "last": {k: dict(v) for k, v in memory["last"].items()},
        "windows": {
            k: {
                **w,
                "mine": list(w["mine"]),
                "played": None if w["played"] is None else [list(p) for p in w["played"]],
            }
            for k, w in memory["windows"].items()
        },
        "hands": {k: list(v) for k, v in memory["hands"].items()},
        "looked": {k: list(v) for k, v in memory["looked"].items()},
        "stay": list(memory["stay"]),
        "serial": memory["serial"],
    }


def _note(memory: Memory, seat: int, event: Event) -> None:
    kind = event["type"]
    if kind in SITUATIONS:
        memory["last"][SITUATIONS[kind]] = _situation(kind, event)
    if kind in ("played", "discarded", "placed", "condition_played"):
        _left_hand(memory, event.get("seat"), event.get("card"))
    if kind in _NOTES:
        _NOTES[kind](memory, seat, event)


def _situation(kind: str, event: Event) -> dict[str, Any]:
    """What a Condition window needs to know of the situation that opened it."""
    if kind == "power":
        return {"amount": event["count"]}
    if kind == "played":
        return {"card": event["card"], "cost": event["cost"]}
    if kind == "discarded_cards":
        return {"count": event["count"]}
    return {"strength": event["strength"], "hero": event["hero"]}


def _left_hand(memory: Memory, seat: int | None, card: str | None) -> None:
    if seat is None or card is None:
        return
    for cards in memory["hands"].values():
        if card in cards:
            cards.remove(card)


def _opened(memory: Memory, seat: int, event: Event) -> None:
    situation = event["situation"]
    memory["windows"][str(event["instance"])] = {
        "kind": situation,
        "actor": event["seat"],
        "info": dict(memory["last"].get(situation, {})),
        "mine": [],
        "played": None,
    }
    memory["serial"] = max(memory["serial"], event["instance"])


def _answered(memory: Memory, seat: int, event: Event) -> None:
    window = memory["windows"].get(str(event["instance"]))
    if window is not None and event["seat"] == seat:
        window["mine"] = list(event.get("cards", []))


def _closed(memory: Memory, seat: int, event: Event) -> None:
    window = memory["windows"].get(str(event["instance"]))
    if window is None:
        return
    window["played"] = [list(pair) for pair in event["played"]]
    for other, card in event["played"]:
        if other != seat:
            _in_hand(memory, other, card)


def _resolved_condition(memory: Memory, seat: int, event: Event) -> None:
    """A closed window's next Condition left its hand (played) or went back (returned)."""
    pair = [event["seat"], event["card"]]
    instance = event.get("instance")
    for key, window in memory["windows"].items():
        played = window["played"]
        if played and played[0] == pair and (instance is None or key == str(instance)):
            played.pop(0)
            return


def _turn(memory: Memory, seat: int, event: Event) -> None:
    memory["windows"] = {}  # a turn ends with an empty stack
    memory["last"] = {}


def _hand_revealed(memory: Memory, seat: int, event: Event) -> None:
    if event["seat"] != seat:
        memory["hands"][str(event["seat"])] = list(event["cards"])


def _found(memory: Memory, seat: int, event: Event) -> None:
    """A card found goes to its finder's hand or to a location; seen at a location, it is
    no longer counted in the hand (``_known_hand``)."""
    if event["seat"] != seat:
        _in_hand(memory, event["seat"], event["card"])


def _in_hand(memory: Memory, seat: int, card: str) -> None:
    cards = memory["hands"].setdefault(str(seat), [])
    if card not in cards:
        cards.append(card)


def _looked(memory: Memory, seat: int, event: Event) -> None:
    if "cards" in event and event["seat"] == seat:
        key = table.known_key(event["deck"], event["target"])
        memory["looked"][key] = list(event["cards"])


def _reordered(memory: Memory, seat: int, event: Event) -> None:
    memory["looked"].pop(table.known_key(event["deck"], event["target"]), None)


def _reshuffled(memory: Memory, seat: int, event: Event) -> None:
    memory["looked"].pop(table.known_key(event["deck"], event["seat"]), None)


def _stays(memory: Memory, seat: int, event: Event) -> None:
    memory["stay"][event["seat"]] = True


def _mover(memory: Memory, seat: int, event: Event) -> None:
    memory["stay"][event["seat"]] = False


_NOTES: dict[str, Callable[[Memory, int, Event], None]] = {
    "window_opened": _opened,
    "answered": _answered,
    "window_closed": _closed,
    "condition_played": _resolved_condition,
    "condition_returned": _resolved_condition,
    "turn": _turn,
    "hand_revealed": _hand_revealed,
    "found": _found,
    "looked_at": _looked,
    "reordered": _reordered,
    "reshuffled": _reshuffled,
    "stays": _stays,
    "mover": _mover,
}


# --- the public state -------------------------------------------------------------------------


def public_state(tv: dict[str, Any], seats: int, seat: int, memory: Memory | None) -> State:
    """The state as far as ``seat`` sees it (``tv``: its table view): other hands, every deck
    and Merlin's deck empty, the stack rebuilt as far as it can be (V61, V62)."""
    memory = memory or _fresh(seats)
    hands: list[list[str]] = [[] for _ in range(seats)]
    hands[seat] = list(tv["hand"])
    realms = tv["realms"]
    villains = list(tv["villains"])
    merlin = tv["merlin"]
    state: State = {
        "seats": seats,
        "villains": villains,
        "first": tv["first"],
        "current": tv["current"],
        "round": tv["round"],
        "turns": _turns(tv, seats),
        "step": tv["step"],
        "power": list(tv["power"]),
        "hands": hands,
        "decks": [[] for _ in range(seats)],
        "discards": [list(p) for p in tv["discards"]],
        "fate_decks": [[] for _ in range(seats)],
        "fate_discards": [list(p) for p in tv["fate_discards"]],
        "board": [
            [{"top": list(loc["top"]), "bottom": list(loc["bottom"])} for loc in realm["locations"]]
            for realm in realms
        ],
        "attached": dict(tv["attached"]),
        "tokens": {card: list(pair) for card, pair in tv["tokens"].items()},
        "zeroed": list(tv["zeroed"]),
        "mover": [_index(villains[s], realms[s]["mover"]) for s in range(seats)],
        "used": list(tv["used"]),
        "stay": list(memory["stay"]),
        "merlin": None
        if merlin is None
        else {"seat": merlin["seat"], "deck": [], "defeated": list(merlin["defeated"])},
        "buzz": tv["buzz"] and dict(tv["buzz"]),
        "omnidroid": tv["omnidroid"] and dict(tv["omnidroid"]),
        "stack": [],
        "serial": 0,
        "revealed": list(tv["revealed"]),
        "resolving": list(tv["resolving"]),
        "known": {str(seat): {k: list(v) for k, v in tv.get("known", {}).items()}},
        "auto": list(tv["auto"]),
        "winners": tv["winners"],
        "reason": tv["reason"],
        "max_rounds": MAX_ROUNDS,
    }
    state["stack"] = [_frame(state, frame, seat, memory) for frame in tv["stack"]]
    ids = [frame["id"] for frame in state["stack"]]
    state["serial"] = max([memory["serial"], *ids])
    return state


def _turns(tv: dict[str, Any], seats: int) -> int:
    return (tv["round"] - 1) * seats + (tv["current"] - tv["first"]) % seats


def _index(villain: str, key: str) -> int:
    return next(i for i, loc in enumerate(data.board(villain)) if loc["key"] == key)


def _frame(state: State, shown: dict[str, Any], seat: int, memory: Memory) -> dict[str, Any]:
    """A frame of the stack from what the view shows of it (and the memory of windows)."""
    if shown["kind"] == "window":
        return _window(shown, seat, memory)
    if shown["kind"] == "then":
        data_ = shown.get("data")
        if data_ is None and shown["step"] == "fate_cleanup":
            data_ = {"target": _revealed_target(state)}
        handler = shown["step"] if data_ is not None else UNKNOWN
        return {"kind": "then", "id": shown["id"], "handler": handler, "data": _deep(data_ or {})}
    if "handler" in shown and "options" in shown:
        return {
            "kind": "choice",
            "id": shown["id"],
            "seat": shown["seat"],
            "prompt": shown["prompt"],
            "handler": shown["handler"],
            "options": list(shown["options"]),
            "data": _deep(shown.get("data", {})),
        }
    return {
        "kind": "choice",
        "id": shown["id"],
        "seat": shown["seat"],
        "prompt": shown["prompt"],
        "handler": UNKNOWN,
        "options": ["none"],
        "data": {"card": shown["card"]} if shown.get("card") else {},
    }


def _revealed_target(state: State) -> int:
    """Whose Fate deck the revealed cards came from (the Fate action's target)."""
    for card in state["revealed"]:
        found = table.seat_of(state, table.fate_owner(card))
        if found is not None:
            return found
    return table.opponents(state, state["current"])[0]


def _window(shown: dict[str, Any], seat: int, memory: Memory) -> dict[str, Any]:
    """A Condition window: the situation from memory; the answers only as far as they are
    known (its own; all once it closed); the others' sealed answers left out (V61)."""
    noted = memory["windows"].get(str(shown["id"]))
    kind, actor = shown["situation"], shown["seat"]
    info = dict(noted["info"]) if noted else _default_info(kind)
    trigger = {"kind": kind, "actor": actor, "triggers": windows.triggers_for(kind, **info), **info}
    if shown["closed"]:
        played = [list(p) for p in noted["played"]] if noted and noted["played"] else []
    else:
        played = [[seat, card] for card in noted["mine"]] if noted else []
    return {
        "kind": "window",
        "id": shown["id"],
        "trigger": trigger,
        "seats": list(shown["seats"]),
        "answered": list(shown["answered"]),
        "played": played,
        "closed": shown["closed"],
    }


def _default_info(kind: str) -> dict[str, Any]:
    """A situation the memory missed (no events given): the least it can have been."""
    return {
        "power": {"amount": 1},
        "play": {"card": "", "cost": 1},
        "discard": {"count": 1},
        "vanquish": {"strength": 0, "hero": ""},
    }[kind]


def _deep(value: Any) -> Any:
    return table.clone(value) if isinstance(value, dict | list) else value


# --- sampling ---------------------------------------------------------------------------------


def determinizer(view: dict[str, Any], memory: Memory | None, seat: int) -> Callable[[Rng], State]:
    """The sampler of full states consistent with ``view`` (a match view) and ``memory``."""
    tv = view["table"]
    seats = int(view["seats"])
    base = public_state(tv, seats, seat, memory)
    seen = _seen(base)
    known_hands = _known_hands(base, memory, seat, seen, tv["hand_counts"])
    looked = {**(memory or {}).get("looked", {}), **tv.get("known", {})}
    plans = _plans(base, seat, seen, known_hands, looked, tv)

    def sample(rng: Rng) -> State:
        state = table.clone(base)
        for plan in plans:
            _deal(state, plan, rng)
        _seal_windows(state)
        return state

    return sample


def _seen(state: State) -> set[str]:
    """Every card the seat sees somewhere (its hand included)."""
    cards: set[str] = set()
    for rows in state["board"]:
        for row in rows:
            cards.update(row["top"])
            cards.update(row["bottom"])
    cards.update(state["attached"])
    for piles in (state["discards"], state["fate_discards"], state["hands"]):
        for pile in piles:
            cards.update(pile)
    cards.update(state["revealed"])
    cards.update(state["resolving"])
    if state["merlin"] is not None:
        cards.update(state["merlin"]["defeated"])
    return cards


def _known_hands(
    state: State, memory: Memory | None, seat: int, seen: set[str], counts: list[int]
) -> list[list[str]]:
    """Per seat, the cards known to be in its hand and not seen anywhere since."""
    found: list[list[str]] = [[] for _ in range(state["seats"])]
    if memory is None:
        return found
    for other in range(state["seats"]):
        if other == seat:
            continue
        villain = state["villains"][other]
        cards = [
            c
            for c in memory["hands"].get(str(other), [])
            if c not in seen and _villain_card(c, villain)
        ]
        found[other] = sorted(set(cards))[: counts[other]]
    return found


def _villain_card(card: str, villain: str) -> bool:
    entry = data.CARDS.get(key_of(card))
    return entry is not None and entry["villain"] == villain and entry["deck"] == "villain"


def _plans(
    state: State,
    seat: int,
    seen: set[str],
    known_hands: list[list[str]],
    looked: dict[str, list[str]],
    tv: dict[str, Any],
) -> list[dict[str, Any]]:
    """What each sample deals: per deck, the unseen cards, the hand they fill (if another
    seat's), how many go there, and the known top."""
    plans = []
    for other in range(state["seats"]):
        villain = state["villains"][other]
        pool = [
            c
            for c in data.deck_list(villain, "villain")
            if c not in seen and c not in known_hands[other]
        ]
        top = _top(looked, "villain", other, pool)
        hand = 0 if other == seat else tv["hand_counts"][other] - len(known_hands[other])
        plans.append(
            {
                "zone": "decks",
                "seat": other,
                "pool": pool,
                "top": top,
                "hand": hand,
                "known_hand": known_hands[other],
            }
        )
        fate_pool = [c for c in data.deck_list(villain, "fate") if c not in seen]
        plans.append(
            {
                "zone": "fate_decks",
                "seat": other,
                "pool": fate_pool,
                "top": _top(looked, "fate", other, fate_pool),
                "hand": 0,
                "known_hand": [],
            }
        )
    merlin = state["merlin"]
    if merlin is not None:
        pool = [c for c in data.merlin_deck() if c not in seen]
        plans.append(
            {
                "zone": "merlin",
                "seat": merlin["seat"],
                "pool": pool,
                "top": _top(looked, "merlin", merlin["seat"], pool),
                "hand": 0,
                "known_hand": [],
            }
        )
    return plans


def _top(looked: dict[str, list[str]], deck: str, seat: int, pool: list[str]) -> list[str]:
    """The known top of a deck, top first, as far as its cards are still unseen."""
    cards = looked.get(table.known_key(deck, seat), [])
    return [c for c in cards if c in pool]


def _deal(state: State, plan: dict[str, Any], rng: Rng) -> None:
    top = plan["top"]
    rest = [c for c in plan["pool"] if c not in top]
    rng.shuffle(rest)
    seat = plan["seat"]
    if plan["hand"] or plan["known_hand"]:
        take = max(0, min(plan["hand"], len(rest)))
        state["hands"][seat] = [*plan["known_hand"], *rest[:take]]
        rest = rest[take:]
    deck = rest + top[::-1]  # the last card is the top
    if plan["zone"] == "merlin":
        state["merlin"]["deck"] = deck
    else:
        state[plan["zone"]][seat] = deck


def _seal_windows(state: State) -> None:
    """What each auto seat played at once (V25) in an open window, by its sampled hand (the
    seats asked are taken to have passed, but for the seat's own answer: V61)."""
    for frame in state["stack"]:
        if frame["kind"] != "window" or frame["closed"]:
            continue
        trigger = frame["trigger"]
        for other in table.opponents(state, state["current"]):
            if other != trigger["actor"] and state["auto"][other] and other not in frame["seats"]:
                frame["played"] += [[other, c] for c in _auto_answer(state, other, trigger)]


def _auto_answer(state: State, seat: int, trigger: dict[str, Any]) -> list[str]:
    """One of each matching Condition the seat holds (as ``windows`` plays for an auto seat)."""
    chosen: dict[str, str] = {}
    for card in windows.playable(state, seat, trigger):
        chosen.setdefault(key_of(card), card)
    return list(chosen.values())
