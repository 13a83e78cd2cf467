"""The words a reader gets with what it is served: a ``text`` on every event and decision, a
``label`` and a ``group`` on every listed action, rendered in the reader's locale from the
game's phrases (``service.engine.words``). Events are told as the reader received them
(redacted), decisions from the spectator's view, labels from the holder's own view: the
words never know more than their reader."""

from __future__ import annotations

from typing import Any

from . import words
from .game import Action, Decision, Event, Game
from .words import Phrase, listing, phrase, seat

ENGINE_EVENTS = frozenset(
    {"match_started", "match_finished", "seat_control", "seat_settings", "timeout", "resigned"}
)


def event_phrase(game: Game, event: Event, reader: int | None) -> Phrase:
    """The phrase of one redacted event: the engine's own events here, the game's by it."""
    kind = event["type"]
    if kind not in ENGINE_EVENTS:
        return game.event_text(event, reader)
    if kind == "match_started":
        return phrase("event.match_started", count=words.number(event["seats"]))
    if kind == "match_finished":
        return _finished(event, reader)
    if kind == "seat_control":
        return _control(event)
    if kind == "seat_settings":
        passing = "on" if event.get("auto_pass") else "off"
        mine = words.about_reader(event["seat"], reader)
        template = words.you(f"event.seat_settings.auto_pass.{passing}", mine)
        return phrase(template, seat=seat(event["seat"]))
    if kind == "timeout":
        return phrase(f"event.timeout.{event['policy']}", seat=seat(event["seat"]))
    mine = words.about_reader(event["seat"], reader)
    return phrase(words.you("event.resigned", mine), seat=seat(event["seat"]))


def _finished(event: Event, reader: int | None) -> Phrase:
    """The winners; or the seats an outcome says are still ``tied`` (a game whose rules
    break a full tie with a new game); or nobody."""
    outcome = event.get("outcome") or {}
    winners, tied = outcome.get("winners") or [], outcome.get("tied") or []
    if not winners and tied:
        return phrase("event.match_finished.tied", tied=listing(seat(s) for s in tied))
    if not winners:
        return phrase("event.match_finished.none")
    if winners == [reader]:
        return phrase("event.match_finished.you")
    return phrase("event.match_finished", winners=listing(seat(s) for s in winners))


def _control(event: Event) -> Phrase:
    if event["control"] == "human":
        return phrase("event.seat_control.human", seat=seat(event["seat"]))
    until = event.get("until")
    template = f"event.seat_control.bot.{until}" if until else "event.seat_control.bot"
    return phrase(template, seat=seat(event["seat"]))


def told(game: Game, event: Event, reader: int | None, locale: str) -> Event:
    """A redacted event with its ``text`` for ``reader``."""
    said = game.lexicon.render(event_phrase(game, event, reader), locale)
    return {**event, "text": said}


def labelled(
    game: Game, table: dict[str, Any], holder: int, actions: list[Action], locale: str
) -> list[Action]:
    """Listed actions with their ``label`` (a phrase) and ``group`` (a heading for every
    action of its type), as ``holder`` reads them; ``table`` is its view."""
    lexicon = game.lexicon
    groups: dict[str, str] = {}
    shown = []
    for action in actions:
        kind = action["type"]
        if kind not in groups:
            groups[kind] = lexicon.text(Phrase(f"group.{kind}"), locale)
        plain = {key: value for key, value in action.items() if key != "id"}
        label = lexicon.render(game.action_label(table, holder, plain), locale)
        shown.append({**action, "label": label, "group": groups[kind]})
    return shown


def decision_json(
    game: Game, public: dict[str, Any], decision: Decision, locale: str
) -> dict[str, Any]:
    """A decision as served, with its ``text``; ``public`` is the spectator's table."""
    said = game.lexicon.render(game.decision_text(public, decision), locale)
    return {**decision.to_json(), "text": said}
