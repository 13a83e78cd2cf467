"""What Badass Force says to people: each hook returns a phrase (a template id of
``locales/<locale>/words.json`` and typed arguments); the engine renders it per locale.

A label reads its holder's own view, an event's text the event as its reader received it
(a face-down character is named only to its owner), a decision's text the spectator's view.
"""

from __future__ import annotations

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
    title,
    word,
    you,
)

from .deck import CHARACTERS, DATA, WEAPON_IDS, WEAPON_KINDS, kind

Table = dict[str, Any]

CHARACTER, WEAPON, FACE = "character", "weapon", "face"
FACES = {"green": "Green", "yellow": "Yellow", "red": "Red"}
GIVEN = {"cool": 2, "vengeance": 3}  # Tex Overdrive's charges given (cards.json)


def display_names() -> dict[str, dict[str, str]]:
    """Characters by key, weapons by card id (and by kind, the reference's keys), die faces."""
    weapons = {card: WEAPON_KINDS[kind(card)]["name"] for card in WEAPON_IDS}
    weapons.update({key: found["name"] for key, found in WEAPON_KINDS.items()})
    faces = {face: FACES[face] for die in DATA["dice"] for face in die["faces"]}
    return {
        CHARACTER: {key: found["name"] for key, found in CHARACTERS.items()},
        WEAPON: weapons,
        FACE: faces,
    }


def character(key: str) -> Arg:
    return name(CHARACTER, key)


def weapon(card: str) -> Arg:
    return name(WEAPON, card)


# --- labels: what an action does, said to the seat that holds it -----------------------------


def action_label(table: Table, holder: int, action: Action) -> Phrase:
    """ "Put Rex Kickwell face down as your active character", "Execute Seat 3 with your
    Katana, then take the Minigun", "Denounce Seat 1's “I am Duke Cartridge” as a bluff"."""
    kind_ = action["type"]
    if kind_ in ("choose", "change"):
        return _character_label(table, kind_, action["card"])
    if kind_ == "swap":
        return _swap_label(table, holder, action["weapon"])
    if kind_ == "execute":
        mine = table["players"][holder]["weapon"]
        return phrase(
            "action.execute",
            target=seat(action["target"]),
            weapon=weapon(mine),
            card=weapon(action["weapon"]),
        )
    if kind_ == "announce":
        bluff = action["character"] != table.get("active")
        template = "action.announce.bluff" if bluff else "action.announce"
        return phrase(template, character=character(action["character"]))
    if kind_ in ("denounce", "pass"):
        announcement = table["announcement"]
        return phrase(
            f"action.{kind_}",
            announcer=seat(announcement["seat"]),
            character=character(announcement["character"]),
        )
    if kind_ == "power":
        return _power_label(table, holder, action["target"])
    return phrase(f"action.{kind_}")


def _character_label(table: Table, kind_: str, card: str) -> Phrase:
    if kind_ == "choose":
        return phrase("action.choose", character=character(card))
    active = table.get("active")
    if active is None or active == card:
        return phrase("action.change.same", character=character(card))
    return phrase("action.change", active=character(active), character=character(card))


def _swap_label(table: Table, holder: int, card: str) -> Phrase:
    player = table["players"][holder]
    charge = player["charge"]
    template = "action.swap" if charge else "action.swap.empty"
    return phrase(
        template, weapon=weapon(player["weapon"]), card=weapon(card), count=number(charge)
    )


def _power_label(table: Table, holder: int, target: int) -> Phrase:
    """The power owed now (``pending``'s first): kill (the assassins), take charges (Big
    Mama Bazooka) or give them (Tex Overdrive)."""
    key = table["pending"][0]["character"]
    mode = table["players"][holder]["mode"]
    args = {"target": seat(target), "character": character(key)}
    if key == "tex-overdrive":
        return phrase("action.power.give", count=number(GIVEN[mode]), **args)
    if key == "big-mama-bazooka":
        return phrase("action.power.take" + (".all" if mode == "vengeance" else ""), **args)
    return phrase("action.power.kill", **args)


# --- events: what happened, told to one reader ------------------------------------------------


def event_text(event: Event, reader: int | None) -> Phrase:
    """The event as ``reader`` received it: its own secrets (a face-down character, its Loge,
    its sealed answer) are in it only when they are its own."""
    teller = TELLERS.get(event["type"])
    if teller is None:
        return phrase(f"event.{event['type']}", seat=seat(event.get("seat", 0)))
    return teller(event, reader)


def _set_up(event: Event, reader: int | None) -> Phrase:
    args = {
        "cast": listing(character(key) for key in event["cast"]),
        "first": seat(event["first"]),
        "centre": listing(weapon(card) for card in event["centre"]),
    }
    if "loge" in event:
        return phrase("event.set_up.you", loge=character(event["loge"]), **args)
    return phrase("event.set_up", **args)


def _chose(event: Event, reader: int | None) -> Phrase:
    template = f"event.chose.{event['prompt']}"
    if "character" in event:
        return phrase(f"{template}.you", character=character(event["character"]))
    return phrase(template, seat=seat(event["seat"]))


def _turn(event: Event, reader: int | None) -> Phrase:
    template = you("event.turn", about_reader(event.get("seat"), reader))
    if event["bonus"]:
        template += ".bonus"
    return phrase(
        template,
        seat=seat(event["seat"]),
        round=number(event["round"]),
        count=number(event["charge"]),
        score=number(event["score"]),
    )


def _changed_character(event: Event, reader: int | None) -> Phrase:
    if "character" in event:
        return phrase("event.changed_character.you", character=character(event["character"]))
    return phrase("event.changed_character", seat=seat(event["seat"]))


def _changed_weapon(event: Event, reader: int | None) -> Phrase:
    template = "event.changed_weapon"
    args = {"seat": seat(event["seat"]), "card": weapon(event["card"])}
    if event["why"] == "explosion":
        template += ".explosion"
    else:
        args |= {"discarded": weapon(event["discarded"]), "revealed": weapon(event["revealed"])}
    if event["reshuffled"]:
        template += ".reshuffled"
    return phrase(template, **args)


def _executed(event: Event, reader: int | None) -> Phrase:
    return phrase(
        "event.executed",
        seat=seat(event["seat"]),
        weapon=weapon(event["weapon"]),
        target=seat(event["target"]),
        count=number(event["charge"]),
    )


def _killed(event: Event, reader: int | None) -> Phrase:
    cause = event["cause"]
    template = f"event.killed.{cause}"
    if cause == "weapon" and event["from_zone"] == "hand":  # a Katana, a Shotgun, a Minigun
        template += ".hand"
    if reader is not None and event["target"] == reader:
        template += ".you"
    return phrase(
        template,
        seat=seat(event["seat"]),
        target=seat(event["target"]),
        character=character(event["character"]),
        points=number(event["points"]),
        score=number(event["score"]),
    )


def _two_seats(event: Event, reader: int | None) -> Phrase:
    """``bulletproof`` and ``exploded``: who acted and whom it was about."""
    args = {"seat": seat(event["seat"]), "target": seat(event["target"])}
    if "weapon" in event:
        args["weapon"] = weapon(event["weapon"])
    return phrase(f"event.{event['type']}", **args)


def _vengeance(event: Event, reader: int | None) -> Phrase:
    if "loge" in event:
        return phrase("event.vengeance.you", loge=character(event["loge"]))
    return phrase("event.vengeance", seat=seat(event["seat"]))


def _armoury(event: Event, reader: int | None) -> Phrase:
    template = "event.armoury.jammed" if event["jammed"] else "event.armoury"
    dice = listing(name(FACE, face) for face in event["dice"])
    return phrase(template, seat=seat(event["seat"]), dice=dice)


def _charges(event: Event, reader: int | None) -> Phrase:
    return phrase("event.charges", charges=seat_numbers(event["charges"], "at"))


def seat_numbers(values: list[int], joining: str) -> Arg:
    """ "Seat 1 at 3, Seat 2 at 0 and Seat 3 at 5": a number per seat, in seat order."""
    return listing(
        title(f"seat-{s}", [seat(s), word(joining), number(value)])
        for s, value in enumerate(values)
    )


def _announced(event: Event, reader: int | None) -> Phrase:
    template = you("event.announced", about_reader(event.get("seat"), reader))
    return phrase(template, seat=seat(event["seat"]), character=character(event["character"]))


def _answered(event: Event, reader: int | None) -> Phrase:
    if "answer" in event:
        return phrase(f"event.answered.you.{event['answer']}")
    return phrase("event.answered", seat=seat(event["seat"]))


def _window_closed(event: Event, reader: int | None) -> Phrase:
    denouncers = event["denouncers"]
    args = {"seat": seat(event["seat"]), "character": character(event["character"])}
    if not denouncers:
        return phrase("event.window_closed", **args)
    if len(denouncers) == 1:
        return phrase("event.window_closed.one", denouncer=seat(denouncers[0]), **args)
    return phrase(
        "event.window_closed.many",
        denouncers=listing(seat(s) for s in denouncers),
        denouncer=seat(event["denouncer_seat"]),
        **args,
    )


def _revealed(event: Event, reader: int | None) -> Phrase:
    template = "event.revealed.bluff" if event["bluff"] else "event.revealed"
    return phrase(
        template,
        seat=seat(event["seat"]),
        character=character(event["character"]),
        announced=character(event["announced"]),
        denouncer=seat(event["denouncer_seat"]),
    )


def _power(event: Event, reader: int | None) -> Phrase:
    args = {
        "seat": seat(event["seat"]),
        "character": character(event["character"]),
        "count": number(event["charges"][event["seat"]]),
    }
    if event["fizzled"]:
        return phrase("event.power.fizzled", **args)
    if event["target"] is None:
        return phrase("event.power", **args)
    return phrase("event.power.target", target=seat(event["target"]), **args)


def _bonus(event: Event, reader: int | None) -> Phrase:
    return phrase(
        "event.bonus",
        seat=seat(event["seat"]),
        points=number(event["points"]),
        score=number(event["score"]),
    )


def _game_over(event: Event, reader: int | None) -> Phrase:
    """A winner, or on a full tie the tied seats, whom a new game must separate (F19)."""
    scores, tied = seat_numbers(event["scores"], "with"), event.get("tied") or []
    if tied:
        seats = listing(seat(s) for s in tied)
        return phrase(f"event.game_over.{event['reason']}.tied", tied=seats, scores=scores)
    winners = listing(seat(s) for s in event["winners"])
    return phrase(f"event.game_over.{event['reason']}", winners=winners, scores=scores)


TELLERS = {
    "set_up": _set_up,
    "chose": _chose,
    "turn": _turn,
    "changed_character": _changed_character,
    "changed_weapon": _changed_weapon,
    "executed": _executed,
    "killed": _killed,
    "bulletproof": _two_seats,
    "exploded": _two_seats,
    "vengeance": _vengeance,
    "armoury": _armoury,
    "charges": _charges,
    "announced": _announced,
    "answered": _answered,
    "window_closed": _window_closed,
    "revealed": _revealed,
    "power": _power,
    "bonus": _bonus,
    "game_over": _game_over,
}


# --- decisions: what the match waits for, said to everyone ------------------------------------


def decision_text(table: Table, decision: Decision) -> Phrase:
    """ "Seat 1 says “I am Duke Cartridge”: Seat 2 may denounce it or let it stand"."""
    holder = seat(decision.seat or 0)
    prompt = decision.prompt
    if decision.seat is None:
        return phrase("decision.system")
    if prompt == "denounce":
        announcement = table["announcement"]
        return phrase(
            "decision.denounce",
            seat=holder,
            announcer=seat(announcement["seat"]),
            character=character(announcement["character"]),
        )
    if prompt == "power":
        owed = table["pending"][0]["character"]
        return phrase("decision.power", seat=holder, character=character(owed))
    return phrase(f"decision.{prompt}", seat=holder)
