"""What One Card Poker says to people: each hook returns a phrase (a template id of
``locales/<locale>/words.json`` and typed arguments); the engine renders it per locale."""

from __future__ import annotations

from typing import Any

from service.engine.game import Action, Decision, Event
from service.engine.words import Phrase, about_reader, listing, name, number, phrase, seat, you

from .rules import RANKS

NAMES = "Two Three Four Five Six Seven Eight Nine Ten Jack Queen King Ace".split()
RANK_NAMES = dict(zip(RANKS, NAMES, strict=True))


def display_names() -> dict[str, dict[str, str]]:
    return {"card": RANK_NAMES}


def action_label(table: dict[str, Any], holder: int, action: Action) -> Phrase:
    """ "Bet a chip (the pot holds 4)", "Fold"."""
    if action["type"] == "bet":
        return phrase("action.bet", pot=number(table["pot"]))
    return phrase("action.fold")


def event_text(event: Event, reader: int | None) -> Phrase:
    kind = event["type"]
    if kind == "dealt":  # the reader's own card is in its part of the event alone
        if "card" in event:
            return phrase("event.dealt.you", card=name("card", event["card"]))
        return phrase("event.dealt", pot=number(event["pot"]))
    if kind == "showdown":
        shown = [name("card", card) for _, card in sorted(event["cards"].items())]
        return phrase("event.showdown", cards=listing(shown))
    if kind == "won":
        return phrase("event.won", winners=listing(seat(s) for s in event["winners"]))
    mine = about_reader(event["seat"], reader)
    return phrase(you(f"event.{kind}", mine), seat=seat(event["seat"]))


def decision_text(table: dict[str, Any], decision: Decision) -> Phrase:
    return phrase("decision.bet_or_fold", seat=seat(decision.seat or 0))
