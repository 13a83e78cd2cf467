"""What Revenge of the B-Movie says to people: each hook returns a phrase (a template id of
``locales/<locale>/words.json`` and typed arguments) that the engine renders per locale.

A film is named by its title, read from its cards: a ``title`` argument whose parts are the
cards as they show in it (``card_as``: "Muddy" for Swamp Beast played as Make-up), keyed by
the film's id. A label reads the holder's own view, an event text the event as its reader
received it (which carries the film's title), a decision text the spectator's view.
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

from .deck import CARDS, NAMES, TYPES, TYPES_ORDER
from .film import Entry, from_items, place, placements

TYPE_NAMES = {
    "introduction": "Introduction",
    "make-up": "Make-up",
    "special-fx": "Special FX",
    "monster": "Monster",
    "finale": "Finale",
    "connection": "Connection",
}


# --- Names ---------------------------------------------------------------------------------


def card_name(card: str) -> str:
    """The card as its hand shows it: "Killer", or "Swamp Beast/Muddy" for a card with a name
    of its own for each type."""
    shown = list(dict.fromkeys(NAMES[card][kind] for kind in TYPES[card]))
    return "/".join(shown)


def display_names() -> dict[str, dict[str, str]]:
    """``card``: a card by its id; ``card_as``: a card as it shows in a title, by
    ``card=type`` (the layout's words); ``role``: the same with its type said."""
    played = {f"{card}={kind}": NAMES[card][kind] for card in CARDS for kind in TYPES[card]}
    roles = {
        f"{card}={kind}": f"{NAMES[card][kind]} ({TYPE_NAMES[kind]})"
        for card in CARDS
        for kind in TYPES[card]
    }
    return {"card": {card: card_name(card) for card in CARDS}, "card_as": played, "role": roles}


def played(card: str, kind: str) -> Arg:
    return name("card_as", f"{card}={kind}")


def film_title(film_id: str, cards: list[Entry]) -> Arg:
    """A film's title as its cards read, one after the other."""
    return title(film_id, [played(entry["card"], entry["as"]) for entry in cards])


def as_kind(kind: str) -> Arg:
    """The type a card is played as ("a Monster"), a word of the locale."""
    assert kind in TYPES_ORDER
    return word(f"as.{kind}")


# --- Action labels -------------------------------------------------------------------------


def action_label(table: dict[str, Any], holder: int, action: Action) -> Phrase:
    """ "Add Octopus as a Monster to Seat 2's film “Attack of the Mole Men”, making ..."."""
    kind = action["type"]
    if kind == "start":
        return phrase(
            "action.start", card=played(action["card"], action["as"]), kind=as_kind(action["as"])
        )
    if kind == "add":
        return _add_label(table, holder, action)
    if kind == "discard":
        return phrase("action.discard", card=name("card", action["card"]))
    if kind == "rearrange":
        return _rearrange_label(table, action)
    if kind == "wrap":
        film = _film(table, action["film"])
        return phrase(
            "action.wrap", film=film_title(film["id"], film["cards"]), cult=number(film["cult"])
        )
    if kind == "keep":
        return _keep_label(table, holder, action["film"])
    return phrase(f"action.{kind}")


def _film(table: dict[str, Any], film_id: str) -> dict[str, Any]:
    return next(film for film in table["films"] if film["id"] == film_id)


def _add_label(table: dict[str, Any], holder: int, action: Action) -> Phrase:
    card, kind, at = action["card"], action["as"], action["at"]
    film = _film(table, action["film"])
    replaces = dict(placements(film["cards"], card, kind)).get(at, False)
    after, replaced = place(film["cards"], card, kind, at, replaces)
    args = {
        "card": played(card, kind),
        "kind": as_kind(kind),
        "film": film_title(film["id"], film["cards"]),
        "after": film_title(film["id"], after),
    }
    template = "action.add.own" if film["owner"] == holder else "action.add"
    if film["owner"] != holder:
        args["owner"] = seat(film["owner"])
    if replaced is not None:
        template += ".replace"
        args["replaced"] = played(replaced, "monster")
    return phrase(template, **args)


def _rearrange_label(table: dict[str, Any], action: Action) -> Phrase:
    film = _film(table, action["film"])
    after = from_items(action["layout"])
    before = {entry["card"]: entry["as"] for entry in film["cards"]}
    retyped = [entry for entry in after if before.get(entry["card"]) != entry["as"]]
    args = {
        "film": film_title(film["id"], film["cards"]),
        "after": film_title(film["id"], after),
    }
    if not retyped:
        return phrase("action.rearrange", **args)
    roles = listing(name("role", f"{entry['card']}={entry['as']}") for entry in retyped)
    return phrase("action.rearrange.retyped", roles=roles, **args)


def _keep_label(table: dict[str, Any], holder: int, kept: str) -> Phrase:
    """Keep one film (or none): every other film of the holder is trashed."""
    own = [film for film in table["films"] if film["owner"] == holder]
    gone = [film_title(f["id"], f["cards"]) for f in own if f["id"] != kept]
    if kept:
        film = _film(table, kept)
        shown = film_title(film["id"], film["cards"])
        if not gone:
            return phrase("action.keep.only", film=shown)
        return phrase("action.keep", film=shown, trashed=gone[0])
    if len(gone) == 1:
        return phrase("action.keep.none", trashed=gone[0])
    return phrase("action.keep.none.both", film=gone[0], trashed=gone[1])


# --- Event texts ---------------------------------------------------------------------------


def event_text(event: Event, reader: int | None) -> Phrase:
    """The event as ``reader`` received it: "You are dealt ..." to its seat alone."""
    kind = event["type"]
    teller = _TELLERS.get(kind)
    if teller is not None:
        return teller(event, reader)
    return phrase(_yours(f"event.{kind}", event, reader), seat=seat(event["seat"]))


def _yours(template: str, event: Event, reader: int | None) -> str:
    """The ``.you`` variant when the reader is the seat the event is about."""
    return you(template, about_reader(event.get("seat"), reader))


def _first_dealer(event: Event, reader: int | None) -> Phrase:
    dealer = event["dealer"]
    shown = next(r["card"] for r in event["reveals"][-1] if r["seat"] == dealer)
    template = "event.first_dealer.you" if dealer == reader else "event.first_dealer"
    return phrase(template, dealer=seat(dealer), card=name("card", shown))


def _round(event: Event, reader: int | None) -> Phrase:
    template = "event.round.you" if event["dealer"] == reader else "event.round"
    return phrase(template, round=number(event["round"]), dealer=seat(event["dealer"]))


def _dealt(event: Event, reader: int | None) -> Phrase:
    if "cards" in event:  # the reader's own cards: only in its own part of the event
        return phrase("event.dealt.you", cards=listing(name("card", c) for c in event["cards"]))
    return phrase("event.dealt", seat=seat(event["seat"]), count=number(event["count"]))


def _reshuffled(event: Event, reader: int | None) -> Phrase:
    return phrase("event.reshuffled", count=number(event["count"]))


def _started(event: Event, reader: int | None) -> Phrase:
    return phrase(
        _yours("event.started", event, reader),
        seat=seat(event["seat"]),
        card=played(event["card"], event["as"]),
        kind=as_kind(event["as"]),
    )


def _added(event: Event, reader: int | None) -> Phrase:
    actor, owner = event["seat"], event["owner"]
    template = _yours("event.added", event, reader)
    if owner == actor:
        template += ".own"
    elif owner == reader:
        template += ".yours"
    args = {
        "seat": seat(actor),
        "owner": seat(owner),
        "card": played(event["card"], event["as"]),
        "kind": as_kind(event["as"]),
        "film": film_title(event["film"], event["title"]),
    }
    if event["replaced"] is not None:
        template += ".replace"
        args["replaced"] = played(event["replaced"], "monster")
    return phrase(template, **args)


def _discarded(event: Event, reader: int | None) -> Phrase:
    return phrase(
        _yours("event.discarded", event, reader),
        seat=seat(event["seat"]),
        card=name("card", event["card"]),
    )


def _filmed(event: Event, reader: int | None) -> Phrase:
    """An event about one film of its owner's: rearranged, trashed."""
    return phrase(
        _yours(f"event.{event['type']}", event, reader),
        seat=seat(event["seat"]),
        film=film_title(event["film"], event["title"]),
    )


def _wrapped(event: Event, reader: int | None) -> Phrase:
    template = "event.wrapped.auto" if event["auto"] else "event.wrapped"
    return phrase(
        _yours(template, event, reader),
        seat=seat(event["seat"]),
        film=film_title(event["film"], event["title"]),
    )


def _selling(event: Event, reader: int | None) -> Phrase:
    return phrase("event.selling", round=number(event["round"]))


def _sale(event: Event, reader: int | None) -> Phrase:
    template = "event.sale.sold" if event["sold"] else "event.sale.unsold"
    return phrase(
        _yours(template, event, reader),
        seat=seat(event["seat"]),
        film=film_title(event["film"], event["title"]),
        cult=number(event["cult"]),
        roll=number(event["roll"]),
        paid=number(event["paid"]),
        money=number(event["money"]),
    )


def _game_over(event: Event, reader: int | None) -> Phrase:
    """At the target, the words say by which rule: the first to reach it, or (the richest
    variant) the richest of those who did."""
    winners = listing(seat(s) for s in event["winners"])
    template = f"event.game_over.{event['reason']}"
    if event["reason"] == "target" and event.get("winner") == "richest":
        template += ".richest"
    return phrase(template, winners=winners)


_TELLERS = {
    "first_dealer": _first_dealer,
    "round": _round,
    "dealt": _dealt,
    "reshuffled": _reshuffled,
    "started": _started,
    "added": _added,
    "discarded": _discarded,
    "rearranged": _filmed,
    "trashed": _filmed,
    "wrapped": _wrapped,
    "selling": _selling,
    "sale": _sale,
    "game_over": _game_over,
}


# --- Decision texts ------------------------------------------------------------------------


def decision_text(table: dict[str, Any], decision: Decision) -> Phrase:
    """ "Seat 2 plays a card: ...", "Seat 2 may wrap a film ...", "Seat 2 keeps ..."."""
    if decision.seat is None:
        return Phrase("decision.system")
    return phrase(f"decision.{decision.prompt}", seat=seat(decision.seat))
