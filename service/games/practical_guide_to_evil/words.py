"""What A Practical Guide to Evil says to people: each hook returns a phrase (a template id of
``locales/<locale>/words.json`` and typed arguments); the engine renders it per locale.

Labels read the holder's own view, event texts the event as its reader received it, decision
texts the spectator's view: the words never know more than their reader.
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
    word,
    you,
)

from .deck import AMOUNT, CARDS, EFFECT, STORY, TYPE, load_entries
from .plays import AGAINST_A_SEAT, chosen_of
from .table import HAND_SIZE, strength

Table = dict[str, Any]
CARD, STORY_KIND = "card", "story"
# Effects whose play names the card chosen in its own words (the others: the card alone).
ASPECT_CHOICES = ("conquer", "raise")
STORY_CHOICES = ("evil_on_evil", "arthurian", "monster", "redemption", "corruption")


def display_names() -> dict[str, dict[str, str]]:
    """Every card by its physical id (``key``, ``key-n``), every kind of Story by its id."""
    cards = {card: entry["name"] for card, entry in CARDS.items()}
    stories = {entry["story"]: entry["name"] for entry in load_entries() if "story" in entry}
    return {CARD: cards, STORY_KIND: stories}


def _card(card: str) -> Arg:
    return name(CARD, card)


def _cards(cards: list[str]) -> Arg:
    return listing(_card(card) for card in cards)


def _owner(table: Table, card: str) -> int | None:
    entry = table["play"].get(card)
    return None if entry is None else entry["owner"]


# --- Labels: what an action does, said to the seat holding it --------------------------------


def action_label(table: Table, holder: int, action: Action) -> Phrase:
    kind = action["type"]
    if kind == "play":
        return _play_label(table, holder, action)
    if kind == "play_against":
        return phrase(
            "action.play_against", card=_card(action["card"]), target=seat(action["target"])
        )
    if kind == "use_aspect":
        return _use_label(table, action)
    if kind == "discard":
        return phrase("action.discard", card=_card(action["card"]))
    if kind == "drop_marker":
        return phrase("action.drop_marker", card=_card(action["card"]))
    if kind == "end_turn" and len(table.get("hand", [])) > HAND_SIZE:
        return phrase("action.end_turn.discard", count=number(HAND_SIZE))
    return phrase(f"action.{kind}")


def _play_label(table: Table, holder: int, action: Action) -> Phrase:
    card, host, chosen = action["card"], action["host"], action["chosen"]
    kind = TYPE[card]
    args: dict[str, Arg] = {"card": _card(card)}
    if host:
        args["host"] = _card(host)
    if kind == "aspect":
        effect = EFFECT[card]
        if effect in ASPECT_CHOICES:
            return _chosen_phrase(f"action.play.aspect.{effect}", table, chosen, args)
        return phrase("action.play.aspect", **args)
    if kind == "action":
        return _action_label(table, EFFECT[card], chosen, args)
    if kind == "story":
        story = STORY[card]
        if story not in STORY_CHOICES:
            return phrase("action.play.story", **args)
        if story == "evil_on_evil" and _owner(table, chosen[0]) == holder:
            return phrase("action.play.story.evil_on_evil.yours", **args, chosen=_cards(chosen))
        return _chosen_phrase(f"action.play.story.{story}", table, chosen, args)
    if host:
        return phrase(f"action.play.{kind}.attached", **args)
    return phrase(f"action.play.{kind}", **args)


def _action_label(table: Table, effect: str, chosen: list[str], args: dict[str, Arg]) -> Phrase:
    if effect == "draw":
        drawn = number(AMOUNT[str(args["card"].value)])
        return phrase("action.play.action.draw", **args, count=drawn)
    if effect == "duel":
        state = {"play": table["play"]}
        args["mine"] = number(strength(state, str(args["host"].value)))
        args["theirs"] = number(strength(state, chosen[0]))
    return _chosen_phrase(f"action.play.action.{effect}", table, chosen, args)


def _chosen_phrase(template: str, table: Table, chosen: list[str], args: dict[str, Arg]) -> Phrase:
    """``template`` with the chosen cards, and the seat controlling them when they are in play
    (``owner``): "Hanno (Seat 2)"."""
    args = {**args, "chosen": _cards(chosen)}
    owner = _owner(table, chosen[0]) if chosen else None
    if owner is not None:
        args["owner"] = seat(owner)
    return phrase(template, **args)


def _use_label(table: Table, action: Action) -> Phrase:
    aspect, chosen = action["aspect"], action["chosen"]
    host = table["play"][aspect]["on"]
    args = {"aspect": _card(aspect), "host": _card(host)}
    effect = EFFECT[aspect]
    if effect in ASPECT_CHOICES:
        return _chosen_phrase(f"action.use_aspect.{effect}", table, chosen, args)
    return phrase("action.use_aspect", **args)


# --- Events: what happened, told to one reader -----------------------------------------------

# Events told the same to everyone, by the fields they name: (field, kind of argument).
PLAIN: dict[str, tuple[tuple[str, str], ...]] = {
    "reshuffled": (("count", "number"),),
    "shielded": (("card", CARD), ("seat", "seat")),
    "destroyed": (("card", CARD), ("owner", "seat"), ("seat", "seat")),
    "not_destroyed": (("card", CARD), ("seat", "seat")),
    "sword_dropped": (("card", CARD),),
    "story_destroyed": (("card", CARD), ("owner", "seat"), ("seat", "seat")),
    "story_control": (("card", CARD), ("seat", "seat")),
    "sword_drawn": (("card", CARD), ("heir", CARD), ("seat", "seat")),
    "rule_of_three": (("card", CARD), ("seat", "seat"), ("linked", "seat")),
    "marker_removed": (("card", CARD), ("seat", "seat")),
    "rule_of_three_fulfilled": (("card", CARD), ("seat", "seat")),
    "rule_of_three_broken": (("card", CARD), ("seat", "seat")),
}
# Events whose subject is the seat that acted: "You ..." for that seat, "Seat 2 ..." for others.
PERSONAL: dict[str, tuple[tuple[str, str], ...]] = {
    "turn": (("turn", "number"),),
    "end_turn": (),
    "discarded": (("card", CARD),),
    "raised": (("card", CARD),),
    "find": (),
    "forfeit": (),
}


def _arg(kind: str, value: Any) -> Arg:
    if kind == "seat":
        return seat(value)
    if kind == "number":
        return number(value)
    return name(kind, value)


def event_text(event: Event, reader: int | None) -> Phrase:
    event = current(event)
    kind = event["type"]
    if kind in PLAIN:
        return _plain(event, kind)
    mine = about_reader(event.get("seat"), reader)
    if kind in PERSONAL:
        args = {field: _arg(arg, event[field]) for field, arg in PERSONAL[kind]}
        return phrase(
            f"event.{kind}.you" if mine else f"event.{kind}", **args, seat=seat(event["seat"])
        )
    return _TOLD[kind](event, mine)


def current(event: Event) -> Event:
    """``event`` in today's field names: matches finished before the public vocabulary (issue
    34) replay their events as recorded, with ``by``, a string ``target`` and the like."""
    if not {"by", "target", "cards"} & set(event) or "chosen" in event:
        return event
    renamed = dict(event)
    if "by" in renamed:
        renamed["seat"] = renamed.pop("by")
    kind = renamed["type"]
    if kind == "reshuffled":
        renamed["count"] = renamed.pop("cards")
    elif kind == "duel":
        renamed["defender"] = renamed.pop("target")
    elif kind in ("played", "used"):
        aim = renamed.pop("target")
        against = STORY.get(renamed.get("card", "")) == AGAINST_A_SEAT
        renamed["chosen"] = [] if against else chosen_of(aim)
        if kind == "played":
            renamed["target"] = int(aim) if against else None
    return renamed


def _plain(event: Event, kind: str) -> Phrase:
    args = {field: _arg(arg, event[field]) for field, arg in PLAIN[kind]}
    variant = ""
    if kind == "destroyed" and event["owner"] == event["seat"]:
        variant = ".own"
    return phrase(f"event.{kind}{variant}", **args)


def _drew(event: Event, mine: bool) -> Phrase:
    if "cards" in event:  # the drawer's own part: the cards themselves
        return phrase("event.drew.you", cards=_cards(event["cards"]))
    return phrase("event.drew", seat=seat(event["seat"]), count=number(event["count"]))


def _played(event: Event, mine: bool) -> Phrase:
    card, host, chosen = event["card"], event["host"], event["chosen"]
    args: dict[str, Arg] = {"seat": seat(event["seat"]), "card": _card(card)}
    if event["target"] is not None:
        return phrase(you("event.played.against", mine), **args, target=seat(event["target"]))
    if host:
        args["host"] = _card(host)
    if chosen:
        args["chosen"] = _cards(chosen)
    shape = _shape(TYPE[card], bool(host), bool(chosen), STORY.get(card))
    return phrase(you(f"event.played{shape}", mine), **args)


def _shape(kind: str, host: bool, chosen: bool, story: str | None) -> str:
    """The variant of ``event.played`` for what the play names: its host, its choices."""
    if story == "arthurian":
        return ".heir"
    if kind == "thing":  # Team up!
        return ".thing"
    if kind == "action" and host and chosen:
        return ".duel"
    if kind == "sword" and not host:
        return ".unattached"
    if kind in ("named", "sword") and host:
        return ".attached"
    if kind == "aspect":
        return ".aspect"
    return ".choosing" if chosen else ""


def _used(event: Event, mine: bool) -> Phrase:
    args = {"seat": seat(event["seat"]), "aspect": _card(event["aspect"])}
    return phrase(you("event.used", mine), **args, host=_card(event["host"]))


def _duel(event: Event, mine: bool) -> Phrase:
    ours, theirs = event["strengths"]
    return phrase(
        "event.duel",
        champion=_card(event["champion"]),
        defender=_card(event["defender"]),
        mine=number(ours),
        theirs=number(theirs),
    )


def _coin(event: Event, mine: bool) -> Phrase:
    return phrase(f"event.coin.{event['result']}", seat=seat(event["seat"]))


def _control(event: Event, mine: bool) -> Phrase:
    args = {"card": _card(event["card"]), "side": word(event["side"])}
    return phrase("event.control", **args, seat=seat(event["seat"]))


def _game_over(event: Event, mine: bool) -> Phrase:
    winners = listing(seat(s) for s in event["winners"])
    return phrase(f"event.game_over.{event['reason']}", winners=winners)


_TOLD = {
    "drew": _drew,
    "played": _played,
    "used": _used,
    "duel": _duel,
    "coin": _coin,
    "control": _control,
    "game_over": _game_over,
}


# --- Decisions: what is being decided, and by whom -------------------------------------------


def decision_text(table: Table, decision: Decision) -> Phrase:
    if decision.seat is None:  # a Rule of Three's trigger, named by its card
        card = str(decision.instance)
        owner = _owner(table, card)
        return phrase("decision.rule_of_three", card=_card(card), seat=seat(owner or 0))
    who = seat(decision.seat)
    if decision.prompt == "discard":
        held = number(table["hand_counts"][decision.seat])
        return phrase("decision.discard", seat=who, count=held, keep=number(HAND_SIZE))
    if decision.prompt == "find":
        return phrase("decision.find", seat=who)
    return phrase("decision.main", seat=who, turn=number(table["turn"]))
