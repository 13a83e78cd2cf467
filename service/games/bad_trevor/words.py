"""What Bad Trevor says to people: a phrase (a template id of ``locales/<locale>/words.json``
and typed arguments) for every action, event and decision; the engine renders it per locale.

Each hook reads only what its reader may know: a label its holder's view, an event's text
the event as its reader received it (a hidden card is named only where the reader's own
private part holds it), a decision's text the spectator's view.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.engine.game import Action, Decision, Event
from service.engine.words import (
    Arg,
    Phrase,
    about_reader,
    listing,
    name,
    number,
    phrase,
    seat,
    word,
)

from .deck import CARDS, PAIR
from .effects import EFFECTS

Table = dict[str, Any]

EFFECT_NAMES = {
    "miss_turn": "Miss a turn",
    "payback": "Payback",
    "dead_weight": "Dead weight",
    "spotlight": "Spotlight",
    "quagmire": "Quagmire",
    "hand_off": "Hand off",
    "lookout": "Lookout",
    "quick_strike": "Quick strike",
}
assert set(EFFECT_NAMES) == set(EFFECTS)


def display_names() -> dict[str, dict[str, str]]:
    """Cards by id, civilians by pair, effects by id: the names of cards.json."""
    civilians = {pair: CARDS[card]["name"] for card, pair in PAIR.items()}
    return {
        "card": {card: data["name"] for card, data in CARDS.items()},
        "civilian": dict(sorted(civilians.items())),
        "effect": dict(EFFECT_NAMES),
    }


# --- small arguments -------------------------------------------------------------------


def card(card_id: str) -> Arg:
    return name("card", card_id)


def nth(index: int) -> Arg:
    """A position or a place, counted from 0, said as an ordinal word ("second")."""
    return word(f"nth_{index + 1}")


def _next_seat(table: Table, holder: int, direction: str | None = None) -> int:
    """The seat still in after ``holder`` in the direction of play (or ``direction``)."""
    active = table["active"]
    step = 1 if (direction or table["direction"]) == "clockwise" else -1
    ring = sorted({*active, holder})
    return ring[(ring.index(holder) + step) % len(ring)]


def _other(direction: str) -> str:
    return "counterclockwise" if direction == "clockwise" else "clockwise"


def _role(reader: int | None, mine: int, theirs: int | None = None) -> str:
    """The template variant for ``reader``: ``.you`` for the seat that acted, ``.yours``
    for the other seat concerned, none for everyone else."""
    if about_reader(mine, reader):
        return ".you"
    if about_reader(theirs, reader):
        return ".yours"
    return ""


# --- actions ---------------------------------------------------------------------------


def action_label(table: Table, holder: int, action: Action) -> Phrase:
    """The holder's move in words, from its own view."""
    return _LABELS[action["type"]](table, holder, action)


def _label_lay(table: Table, holder: int, action: Action) -> Phrase:
    attack = table["attack"]
    if attack is not None:
        position, size, face_up = attack["count"], attack["size"], attack["face_up"]
    else:
        position, face_up = 0, holder in table["spotlight"]
        size = min(2 if holder in table["quick_strike"] else 3, len(table.get("hand", ())))
    template = "action.lay.face_up" if face_up else "action.lay"
    return phrase(
        template,
        card=card(action["card"]),
        position=number(position + 1),
        size=number(size),
        defender=seat(_next_seat(table, holder)),
    )


def _label_pick(table: Table, holder: int, action: Action) -> Phrase:
    attack, position = table["attack"], action["position"]
    args = {"position": nth(position), "attacker": seat(attack["seat"])}
    if "cards" in attack:
        return phrase("action.pick.face_up", card=card(attack["cards"][position]), **args)
    return phrase("action.pick", **args)


def _label_kevin(table: Table, holder: int, action: Action) -> Phrase:
    attacker = seat(table["attack"]["seat"])
    return phrase("action.kevin", position=nth(action["position"]), attacker=attacker)


def _label_rescue(table: Table, holder: int, action: Action) -> Phrase:
    template = "action.rescue.opening" if table["phase"] == "opening" else "action.rescue"
    return phrase(template, civilian=name("civilian", action["civilian"]))


def _label_carry_on(table: Table, holder: int, action: Action) -> Phrase:
    return phrase("action.carry_on", defender=seat(_next_seat(table, holder)))


def _label_reverse(table: Table, holder: int, action: Action) -> Phrase:
    turned = _other(table["direction"])
    defender = seat(_next_seat(table, holder, turned))
    return phrase("action.reverse", direction=word(turned), defender=defender)


def _label_demand(table: Table, holder: int, action: Action) -> Phrase:
    civilian = name("civilian", action["civilian"])
    return phrase("action.demand", target=seat(action["target"]), civilian=civilian)


def _label_give(table: Table, holder: int, action: Action) -> Phrase:
    return phrase("action.give", card=card(action["card"]), picker=seat(table["current"]))


def _label_hand_off(table: Table, holder: int, action: Action) -> Phrase:
    return phrase("action.hand_off", card=card(action["card"]), target=seat(action["target"]))


def _label_lookout(table: Table, holder: int, action: Action) -> Phrase:
    return phrase("action.lookout", target=seat(action["target"]))


def _label_plain(table: Table, holder: int, action: Action) -> Phrase:
    return phrase(f"action.{action['type']}")


_LABELS: dict[str, Callable[[Table, int, Action], Phrase]] = {
    "ready": _label_plain,
    "rescue": _label_rescue,
    "lay": _label_lay,
    "pick": _label_pick,
    "kevin": _label_kevin,
    "carry_on": _label_carry_on,
    "reverse": _label_reverse,
    "demand": _label_demand,
    "give": _label_give,
    "hand_off": _label_hand_off,
    "lookout": _label_lookout,
    "pass": _label_plain,
    "resign": _label_plain,
}

# --- events ----------------------------------------------------------------------------


def event_text(event: Event, reader: int | None) -> Phrase:
    """The event as ``reader`` received it, told to that reader."""
    return _TEXTS.get(event["type"], _text_seat)(event, reader)


def _text_seat(event: Event, reader: int | None) -> Phrase:
    """An event whose only argument is the seat that acted: ready, turn, carry_on..."""
    kind = event["type"]
    return phrase(f"event.{kind}{_role(reader, event['seat'])}", seat=seat(event["seat"]))


def _text_play_begins(event: Event, reader: int | None) -> Phrase:
    template = f"event.play_begins{_role(reader, event['first'])}"
    return phrase(template, seat=seat(event["first"]), direction=word(event["direction"]))


def _text_rescued(event: Event, reader: int | None) -> Phrase:
    civilian = name("civilian", event["civilian"])
    template = f"event.rescued{_role(reader, event['seat'])}"
    return phrase(template, seat=seat(event["seat"]), civilian=civilian)


def _text_reverse(event: Event, reader: int | None) -> Phrase:
    template = f"event.reverse{_role(reader, event['seat'])}"
    return phrase(template, seat=seat(event["seat"]), direction=word(event["direction"]))


def _text_demand(event: Event, reader: int | None) -> Phrase:
    outcome = "hit" if event["hit"] else "miss"
    template = f"event.demand.{outcome}{_role(reader, event['seat'], event['target'])}"
    civilian = name("civilian", event["civilian"])
    return phrase(
        template, seat=seat(event["seat"]), target=seat(event["target"]), civilian=civilian
    )


def _text_laid(event: Event, reader: int | None) -> Phrase:
    args = {"seat": seat(event["seat"]), "position": number(event["position"] + 1)}
    if event["face_up"]:
        template = f"event.laid.face_up{_role(reader, event['seat'])}"
        return phrase(template, card=card(event["card"]), **args)
    if "card" in event:  # the attacker's own part
        return phrase("event.laid.you", card=card(event["card"]), **args)
    return phrase("event.laid", **args)


def _text_attack(event: Event, reader: int | None) -> Phrase:
    role = _role(reader, event["seat"], event["defender"])
    args = {
        "seat": seat(event["seat"]),
        "defender": seat(event["defender"]),
        "count": number(event["count"]),
    }
    if "cards" in event:
        shown = listing(card(c) for c in event["cards"])
        return phrase(f"event.attack.face_up{role}", cards=shown, **args)
    return phrase(f"event.attack{role}", **args)


def _text_picked(event: Event, reader: int | None) -> Phrase:
    kind, count = event["kind"], event["count"]
    role = _role(reader, event["seat"], event["from_seat"])
    args = {
        "seat": seat(event["seat"]),
        "attacker": seat(event["from_seat"]),
        "position": nth(event["position"]),
        "count": number(count),
    }
    if kind == "trevor":
        return phrase(f"event.picked.trevor{role}", **args)
    only = ".only" if count == 0 else ""
    if kind == "civilian":
        if "card" in event:  # the picker's and the attacker's own part
            return phrase(f"event.picked.civilian{only}{role}", card=card(event["card"]), **args)
        return phrase(f"event.picked.civilian{only}", **args)
    return phrase(f"event.picked.{kind}{only}{role}", card=card(event["card"]), **args)


def _text_effect(event: Event, reader: int | None) -> Phrase:
    effect = event["effect"]
    role = _role(reader, event["seat"], event.get("from_seat"))
    args = {"seat": seat(event["seat"])}
    if "from_seat" in event:
        args["attacker"] = seat(event["from_seat"])
    if effect == "dead_weight" and "card" in event:
        return phrase(f"event.effect.dead_weight{role}", card=card(event["card"]), **args)
    if effect == "dead_weight":
        return phrase("event.effect.dead_weight.hidden", **args)
    return phrase(f"event.effect.{effect}{role}", **args)


def _text_no_effect(event: Event, reader: int | None) -> Phrase:
    effect = event["effect"]
    template = f"event.no_effect.{effect}" if effect in _UNMET else "event.no_effect"
    return phrase(template, seat=seat(event["seat"]), card=card(event["card"]))


_UNMET = ("payback", "dead_weight", "hand_off", "lookout")


def _text_gift(event: Event, reader: int | None, receiver_key: str) -> Phrase:
    """payback and hand_off: a card handed over, named only to the two seats concerned."""
    kind, receiver = event["type"], event[receiver_key]
    args = {"seat": seat(event["seat"]), "target": seat(receiver)}
    if "card" in event:
        role = _role(reader, event["seat"], receiver)
        return phrase(f"event.{kind}{role}", card=card(event["card"]), **args)
    return phrase(f"event.{kind}", **args)


def _text_payback(event: Event, reader: int | None) -> Phrase:
    return _text_gift(event, reader, "to_seat")


def _text_hand_off(event: Event, reader: int | None) -> Phrase:
    return _text_gift(event, reader, "target")


def _text_lookout(event: Event, reader: int | None) -> Phrase:
    args = {"seat": seat(event["seat"]), "target": seat(event["target"])}
    if "hand" in event:
        return phrase("event.lookout.you", cards=listing(card(c) for c in event["hand"]), **args)
    looked_at = reader is not None and reader == event["target"]
    return phrase("event.lookout.yours" if looked_at else "event.lookout", **args)


def _text_window_closed(event: Event, reader: int | None) -> Phrase:
    template = f"event.window_closed{_role(reader, event['defender'])}"
    return phrase(template, defender=seat(event["defender"]))


def _text_kevin(event: Event, reader: int | None) -> Phrase:
    outcome = "right" if event["correct"] else "wrong"
    role = _role(reader, event["seat"], event["target"])
    return phrase(
        f"event.kevin.{outcome}{role}",
        seat=seat(event["seat"]),
        target=seat(event["target"]),
        position=nth(event["position"]),
        card=card(event["card"]),
        count=number(event["count"]),
    )


def _text_out(event: Event, reader: int | None) -> Phrase:
    place = event["place"]
    template = f"event.out{'.first' if place == 1 else ''}{_role(reader, event['seat'])}"
    return phrase(template, seat=seat(event["seat"]), place=nth(place - 1))


_TEXTS: dict[str, Callable[[Event, int | None], Phrase]] = {
    "play_begins": _text_play_begins,
    "rescued": _text_rescued,
    "reverse": _text_reverse,
    "demand": _text_demand,
    "laid": _text_laid,
    "attack": _text_attack,
    "picked": _text_picked,
    "effect": _text_effect,
    "no_effect": _text_no_effect,
    "payback": _text_payback,
    "hand_off": _text_hand_off,
    "lookout": _text_lookout,
    "window_closed": _text_window_closed,
    "kevin": _text_kevin,
    "out": _text_out,
}

# --- decisions -------------------------------------------------------------------------


def decision_text(table: Table, decision: Decision) -> Phrase:
    """What the decision's holder is deciding, from the spectator's view."""
    if decision.seat is None:
        return phrase("decision.system")
    holder, attack = decision.seat, table["attack"]
    args: dict[str, Arg] = {"seat": seat(holder)}
    prompt = decision.prompt
    if prompt in ("pick", "kevin"):
        args["attacker"] = seat(attack["seat"])
        args["count"] = number(attack["count"])
        if prompt == "pick" and _may_slam(table, holder):
            prompt = "pick.kevin"
    elif prompt == "lay":
        args["defender"] = seat(_next_seat(table, holder))
        args["count"] = number(attack["count"])
        args["size"] = number(attack["size"])
    elif prompt == "main":
        args["defender"] = seat(_next_seat(table, holder))
        prompt = "main.quagmire" if table["quagmire"] else "main"
    elif prompt == "payback":
        args["picker"] = seat(table["current"])
    return phrase(f"decision.{prompt}", **args)


def _may_slam(table: Table, holder: int) -> bool:
    """Whether the defender may slam Kevin instead of picking (public facts only)."""
    attack = table["attack"]
    face_down = not attack["face_up"] and attack["count"] >= 2
    return face_down and table["kevin"] == "middle" and holder not in table["kevin_banned"]
