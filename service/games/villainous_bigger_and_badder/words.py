"""What Villainous says to people: each hook returns a phrase (a template id of
``locales/<locale>/words.json`` and typed arguments); the engine renders it per locale.

A label reads only its holder's view, an event text only the event as its reader got it, a
decision text only the spectator's view: no word can tell what its reader may not know.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
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
    you,
)

from . import data
from .table import HAND_SIZE

CARD, LOCATION, VILLAIN = "card", "location", "villain"
NONE, DONE = "none", "done"  # a choice's "no more" options (stack.NONE, the discard step's)
Reader = int | None


# --- names ------------------------------------------------------------------------------------


@cache
def display_names() -> dict[str, dict[str, str]]:
    """Every card instance (Merlin's forms, the Omnidroids and Buzz too), location and villain,
    by the ids views, events and actions use."""
    cards = {
        cid: entry["name"] for entry in data.CARDS.values() for cid in data.instance_ids(entry)
    }
    buzz = data.buzz_lightyear()
    for component in [*data.merlin_transformations(), *data.omnidroids(), buzz]:
        cards[f"{component['key']}-1"] = component["name"]
    locations = {loc["key"]: loc["name"] for v in data.villains() for loc in data.board(v)}
    villains = {key: data.villain(key)["name"] for key in data.villains()}
    return {CARD: cards, LOCATION: locations, VILLAIN: villains}


def card(cid: str) -> Arg:
    return name(CARD, cid)


def cards(ids: list[str]) -> Arg:
    return listing(card(c) for c in ids)


def place(key: str) -> Arg:
    return name(LOCATION, key)


def _option(value: str) -> Arg:
    """A choice's option as what it is: a card, a location or an amount of Power."""
    if value.isdigit():
        return number(int(value))
    if value in display_names()[LOCATION]:
        return place(value)
    return card(value)


# --- action labels ----------------------------------------------------------------------------


def action_label(table: dict[str, Any], holder: int, action: Action) -> Phrase:
    """ "Move to Madame Mim's Hut: gain 2 Power, move an Item or Ally and move a Hero",
    "Vanquish Dash (Strength 2) with Guards and Security"."""
    kind = action["type"]
    build = _LABELS.get(kind)
    if build is not None:
        return build(table, holder, action)
    return phrase(f"action.{kind}")


def _move(table: dict[str, Any], holder: int, action: Action) -> Phrase:
    realm = table["realms"][holder]
    key = action["location"]
    variant = "action.move.stay" if realm["mover"] == key else "action.move"
    return phrase(variant, location=place(key), symbols=listing(_symbols(table, holder, key)))


def _location(table: dict[str, Any], holder: int, key: str) -> dict[str, Any]:
    return next(loc for loc in table["realms"][holder]["locations"] if loc["key"] == key)


def _symbols(table: dict[str, Any], holder: int, key: str) -> list[Arg]:
    """The action symbols a location of the holder's realm shows (not covered), a symbol
    shown twice said once ("play two cards")."""
    found = [a["symbol"] for a in _location(table, holder, key)["actions"] if not a["covered"]]
    counted = {symbol: found.count(symbol) for symbol in found}
    return [
        word(f"symbol.{symbol}.twice" if times > 1 else f"symbol.{symbol}")
        for symbol, times in counted.items()
    ]


def _gain_power(table: dict[str, Any], holder: int, action: Action) -> Phrase:
    """The first free Gain Power symbol at the mover says how much (``turn.free_slot``)."""
    here = _location(table, holder, table["realms"][holder]["mover"])
    free = [
        a["symbol"]
        for a in here["actions"]
        if a["symbol"].startswith("gain_power") and not (a["covered"] or a["used"])
    ]
    return phrase("action.gain_power", count=number(int(free[0][-1]) if free else 1))


def _cost(cid: str) -> int:
    return data.instance(cid)["cost"] or 0


def _priced(template: str, cid: str, **args: Arg) -> Phrase:
    """A card played for its cost, or for nothing (``.free``)."""
    cost = _cost(cid)
    if not cost:
        return phrase(f"{template}.free", card=card(cid), **args)
    return phrase(template, card=card(cid), cost=number(cost), **args)


def _play(table: dict[str, Any], holder: int, action: Action) -> Phrase:
    return _priced("action.play", action["card"], location=place(action["location"]))


def _attach(table: dict[str, Any], holder: int, action: Action) -> Phrase:
    return _priced("action.attach", action["card"], host=card(action["host"]))


def _play_effect(table: dict[str, Any], holder: int, action: Action) -> Phrase:
    return _priced("action.play_effect", action["card"])


def _build(table: dict[str, Any], holder: int, action: Action) -> Phrase:
    tile = action["omnidroid"]
    return phrase("action.build", card=card(tile), location=place(action["location"]))


def _card_to(table: dict[str, Any], holder: int, action: Action) -> Phrase:
    return phrase(
        f"action.{action['type']}", card=card(action["card"]), location=place(action["location"])
    )


def _activate(table: dict[str, Any], holder: int, action: Action) -> Phrase:
    return phrase("action.activate", card=card(action["card"]))


def _fate(table: dict[str, Any], holder: int, action: Action) -> Phrase:
    target = action["target"]
    return phrase(
        "action.fate", target=seat(target), villain=name(VILLAIN, table["villains"][target])
    )


def _vanquish(table: dict[str, Any], holder: int, action: Action) -> Phrase:
    hero, allies = action["hero"], action["allies"]
    strength = number(table["realms"][holder]["strength"].get(hero, 0))
    if not allies:
        return phrase("action.vanquish.alone", hero=card(hero), strength=strength)
    return phrase("action.vanquish", hero=card(hero), strength=strength, allies=cards(allies))


def _end_turn(table: dict[str, Any], holder: int, action: Action) -> Phrase:
    count = max(0, HAND_SIZE - len(table["hand"]))
    variant = "action.end_turn" if count else "action.end_turn.full"
    return phrase(variant, count=number(count))


def _condition(table: dict[str, Any], holder: int, action: Action) -> Phrase:
    return phrase("action.condition", cards=cards(action["cards"]))


def _choose(table: dict[str, Any], holder: int, action: Action) -> Phrase:
    """A choice a card asks for, said as what that option does (the holder's own frame
    holds its prompt and what the card asking knows)."""
    frame = table["stack"][-1]
    prompt, choice = frame["prompt"], action["choice"]
    known = frame.get("data", {})
    if choice in (NONE, DONE):
        return phrase(f"action.choose.{choice}.{prompt}")
    args = {"option": _option(choice)}
    subject = known.get("card") or known.get("hero") or known.get("form")
    if subject:
        args["card"] = card(subject)
    source = known.get("ctx", {}).get("card")
    if source:
        args["source"] = card(source)
    if "target" in known:
        args["target"] = seat(known["target"])
    if prompt == "place_hero" and "target" in known:
        prompt = "place_hero.target"  # a Fate Hero, in an opponent's realm
    elif prompt == "hero" and source:
        prompt = f"hero.{data.key_of(source)}"  # Containment Unit or Bio Probe
    return phrase(f"action.choose.{prompt}", **args)


Label = Callable[[dict[str, Any], int, Action], Phrase]
_LABELS: dict[str, Label] = {
    "move": _move,
    "gain_power": _gain_power,
    "play": _play,
    "attach": _attach,
    "play_effect": _play_effect,
    "build": _build,
    "activate": _activate,
    "move_card": _card_to,
    "move_hero": _card_to,
    "fate": _fate,
    "vanquish": _vanquish,
    "end_turn": _end_turn,
    "condition": _condition,
    "choose": _choose,
}


# --- event texts ------------------------------------------------------------------------------


def event_text(event: Event, reader: int | None) -> Phrase:
    """ "You draw Guards and Mirage" to the drawer, "Seat 1 draws 2 cards" to the others."""
    event = current(event)
    kind = event["type"]
    build = _EVENTS.get(kind)
    if build is not None:
        return build(event, reader)
    return _plain(event, reader)


# Field names events had before the public vocabulary (issue 34), by event type: matches
# finished before it replay their events as recorded.
RENAMED = {
    "power": {"amount": "count"},
    "paid": {"amount": "count"},
    "attached": {"to": "host"},
    "moved": {"from": "from_zone", "to": "to_zone"},
    "discarded": {"from": "from_zone"},
    "found": {"from": "from_zone"},
    "shielded": {"by": "shield"},
    "swapped": {"with": "replacement"},
    "window_opened": {"actor": "seat"},
}


def current(event: Event) -> Event:
    """``event`` in today's field names (``amount`` is ``count``, ``actor`` is ``seat``...)."""
    renames = RENAMED.get(event["type"], {})
    if not renames.keys() & event.keys():
        return event
    return {renames.get(key, key): value for key, value in event.items()}


def _plain(event: Event, reader: int | None) -> Phrase:
    """An event of seat, card and place fields said as they are, by its own template."""
    args: dict[str, Arg] = {}
    for key, value in event.items():
        if key in ("seat", "target"):
            args[key] = seat(value)
        elif key in ("card", "hero", "host", "shield", "replacement"):
            args[key] = card(value)
        elif key in ("location", "to_zone"):
            args[key] = place(value)
        elif key in ("count", "total", "cost", "strength", "round"):
            args[key] = number(value)
    return phrase(f"event.{event['type']}", **args)


def _mine(event: Event, reader: int | None) -> bool:
    return about_reader(event.get("seat"), reader)


def _you(event: Event, reader: int | None) -> Phrase:
    """The event's template, its ``.you`` variant for the seat it is about."""
    said = _plain(event, reader)
    template = you(said.template, _mine(event, reader))
    return phrase(template, **said.args)


def _set_up(event: Event, reader: int | None) -> Phrase:
    villains = event["villains"]
    args = {f"villain{n}": name(VILLAIN, v) for n, v in enumerate(villains)}
    args |= {f"seat{n}": seat(n) for n in range(len(villains))}
    args["first"] = seat(event["first"])
    variant = f"event.set_up.seats{len(villains)}"
    if "hand" in event:
        return phrase(f"{variant}.you", hand=cards(event["hand"]), **args)
    return phrase(variant, **args)


def _played(event: Event, reader: int | None) -> Phrase:
    said = _you(event, reader)
    return said if event["cost"] else phrase(f"{said.template}.free", **said.args)


def _moved(event: Event, reader: int | None) -> Phrase:
    said = _plain(event, reader)
    mine = ".you" if _mine(event, reader) else ""
    if event["from_zone"] is None:
        return phrase(f"event.moved.in{mine}", **said.args)
    return phrase(f"event.moved{mine}", from_zone=place(event["from_zone"]), **said.args)


def _zone(event: Event, reader: int | None) -> Phrase:
    """Discarded from the hand or the realm; found in the realm, the discard pile, the deck."""
    said = _plain(event, reader)
    template = f"{said.template}.{event['from_zone']}"
    return phrase(you(template, _mine(event, reader)), **said.args)


def _with_cards(event: Event, reader: int | None) -> Phrase:
    said = _plain(event, reader)
    if not event["cards"]:
        return phrase(f"{said.template}.none", **said.args)
    return phrase(said.template, cards=cards(event["cards"]), **said.args)


def _deck(event: Event, reader: int | None) -> Phrase:
    """Looked at, reordered: a Fate deck (whose) or Merlin's Transformations."""
    said = _plain(event, reader)
    template = f"{said.template}.{event['deck']}"
    if event["type"] == "looked_at" and "cards" in event:
        return phrase(f"{template}.you", cards=cards(event["cards"]), **said.args)
    return phrase(template, **said.args)


def _vanquished(event: Event, reader: int | None) -> Phrase:
    said = _plain(event, reader)
    if not event["allies"]:
        return phrase("event.vanquish.alone", **said.args)
    return phrase("event.vanquish", allies=cards(event["allies"]), **said.args)


def _variant(field: str) -> Callable[[Event, Reader], Phrase]:
    """Events whose ``field`` (a side, a mode, what happened) picks the template."""

    def said(event: Event, reader: int | None) -> Phrase:
        plain = _plain(event, reader)
        return phrase(f"{plain.template}.{event[field]}", **plain.args)

    return said


def _drew(event: Event, reader: int | None) -> Phrase:
    if event.get("cards"):
        return phrase("event.drew.you", cards=cards(event["cards"]))
    said = _plain(event, reader)
    return phrase("event.drew" if event["count"] else "event.drew.none", **said.args)


def _fate_event(event: Event, reader: int | None) -> Phrase:
    said = _plain(event, reader)
    return phrase("event.fate", cards=cards(event["cards"]), **said.args)


def _window_opened(event: Event, reader: int | None) -> Phrase:
    """Who may answer; nobody asked when only seats on ``auto`` answer (at once)."""
    args = {"seat": seat(event["seat"]), "situation": word(f"situation.{event['situation']}")}
    if not event["seats"]:
        return phrase("event.window_opened.auto", **args)
    return phrase("event.window_opened", seats=listing(seat(s) for s in event["seats"]), **args)


def _answered(event: Event, reader: int | None) -> Phrase:
    if "answer" not in event:
        return phrase("event.answered", seat=seat(event["seat"]))
    if event["answer"] == "pass":
        return phrase("event.answered.you.pass")
    return phrase("event.answered.you", cards=cards(event["cards"]))


def _window_closed(event: Event, reader: int | None) -> Phrase:
    played = event["played"]
    if not played:
        return phrase("event.window_closed.none")
    return phrase("event.window_closed", count=number(len(played)))


def _tokens(event: Event, reader: int | None) -> Phrase:
    said = _plain(event, reader)
    delta = event["delta"]
    variant = "removed" if event.get("removed") else ("plus" if delta > 0 else "minus")
    return phrase(f"event.tokens.{variant}", count=number(abs(delta)), **said.args)


_EVENTS: dict[str, Callable[[Event, Reader], Phrase]] = {
    "set_up": _set_up,
    "turn": _you,
    "mover": _you,
    "power": _you,
    "played": _played,
    "placed": _you,
    "attached": _you,
    "defeated": _you,
    "shielded": _you,
    "zeroed": _you,
    "moved": _moved,
    "discarded": _zone,
    "discarded_cards": _you,
    "found": _zone,
    "revealed": _with_cards,
    "reshuffled": _variant("deck"),
    "fate": _fate_event,
    "fate_played": _you,
    "fate_discarded": _with_cards,
    "vanquish": _vanquished,
    "omnidroid": _variant("what"),
    "activated": _you,
    "conditions_mode": _variant("mode"),
    "drew": _drew,
    "window_opened": _window_opened,
    "answered": _answered,
    "window_closed": _window_closed,
    "condition_played": _you,
    "objective": _you,
    "tokens": _tokens,
    "flipped": _variant("side"),
    "paid": _you,
    "looked_at": _deck,
    "reordered": _deck,
    "shuffled_in": _plain,
    "hand_revealed": _with_cards,
}


# --- decisions --------------------------------------------------------------------------------


def decision_text(table: dict[str, Any], decision: Decision) -> Phrase:
    """ "Seat 1 moves their mover", "Seat 2 may answer Seat 1's Vanquish with a Condition"."""
    if decision.seat is None:
        return phrase("decision.system")
    who = seat(decision.seat)
    if decision.kind == "window":
        frame = next(f for f in table["stack"] if str(f["id"]) == decision.instance)
        situation = word(f"situation.{frame['situation']}")
        return phrase(
            "decision.condition", seat=who, actor=seat(frame["seat"]), situation=situation
        )
    if decision.prompt == "act":
        realm = table["realms"][decision.seat]
        return phrase("decision.act", seat=who, location=place(realm["mover"]))
    frame = next((f for f in table["stack"] if str(f["id"]) == decision.instance), None)
    if frame is not None and frame.get("card"):  # "Jessie: Seat 1 chooses an Ally to discard."
        return phrase(f"decision.{decision.prompt}.card", seat=who, card=card(frame["card"]))
    return phrase(f"decision.{decision.prompt}", seat=who)
