"""Words for people, every game (issue 34): the words are data, and tested like data.

Every action type, event type and decision of every game has its template in every locale;
random playouts render every label, event text and decision text for every seat and the
spectator, in every locale, and none shows a raw id, a slug, a placeholder, ``None`` or
nothing; no text names a card that only another seat's private part of the event holds.
(The texts are redacted by construction: an event is told from the event as its reader
received it, a label from its holder's view, a decision from the spectator's view.)"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from playouts import invariants

import service.games  # noqa: F401  (registers every game)
from service.engine import match as engine
from service.engine.game import Game
from service.engine.registry import all_games, get_game
from service.engine.telling import ENGINE_EVENTS
from service.engine.words import LOCALES, Lexicon, placeholders

GAMES = all_games()
INVARIANTS = invariants()
MATCHES = 3  # per set-up and locale: every step renders every word for every reader
MAX_STEPS = 400


def _templates(game: Game, locale: str) -> dict[str, str]:
    return game.lexicon.locales[locale].templates


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_every_locale_has_the_same_templates(game):
    """A template added in one language and not the others fails here, by name."""
    english = _templates(game, "en")
    for locale in LOCALES:
        found = _templates(game, locale)
        assert sorted(set(english) - set(found)) == [], f"{locale} lacks these"
        assert sorted(set(found) - set(english)) == [], f"only {locale} has these"
        for key, template in found.items():
            assert template.strip(), (locale, key)
            assert placeholders(template) == placeholders(english[key]), (locale, key)


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_every_action_and_event_type_has_words(game):
    english = _templates(game, "en")

    def said(prefix: str) -> bool:
        return prefix in english or any(key.startswith(prefix + ".") for key in english)

    for action_type in game.every_action_type():
        assert f"group.{action_type.name}" in english, action_type.name
        assert said(f"action.{action_type.name}"), action_type.name
    for event_type in game.every_event_schema():
        assert event_type in ENGINE_EVENTS or said(f"event.{event_type}"), event_type


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_every_locale_tells_how_to_play(game):
    for locale in LOCALES:
        text = game.lexicon.locales[locale].how_to_play
        assert text is not None and 150 <= len(text.split()) <= 600, locale


RAW = re.compile(r"[{}\[\]]|\bNone\b|\bnull\b|_")


def _ids(lexicon: Lexicon) -> set[str]:
    """Ids that are not words: whatever has a dash, an underscore or a digit in it."""
    return {key for found in lexicon.names.values() for key in found if re.search(r"[-_\d]", key)}


def check_words(said: dict[str, Any], ids: set[str], where: str) -> None:
    """A rendered phrase reads as words: not empty, no placeholder, slug or raw id; each
    argument typed, with text of its own."""
    text = said["text"]
    assert text.strip(), where
    assert not RAW.search(text), f"{where}: {text!r}"
    assert not {word for word in re.findall(r"[\w-]+", text) if word in ids}, f"{where}: {text!r}"
    for name, arg in said["args"].items():
        assert arg["text"].strip() and not RAW.search(arg["text"]), f"{where}: {name} {arg}"


def _private_names(event: dict[str, Any], reader: int | None, lexicon: Lexicon, locale: str):
    """Names of the cards only other seats' private parts of ``event`` hold."""
    mine = engine.redact_event(event, reader)
    known = set(_strings(mine))
    theirs = {
        value
        for seat, part in event.get("private", {}).items()
        if reader is None or seat != str(reader)
        for value in _strings(part)
    } - known
    return {
        lexicon.display_name(kind, value, locale)
        for value in theirs
        for kind, found in lexicon.names.items()
        if value in found
    }


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for item in value.values() for s in _strings(item)]
    if isinstance(value, list):
        return [s for item in value for s in _strings(item)]
    return []


def _render_step(match: engine.Match, events: list[dict[str, Any]], locale: str) -> None:
    game, ids = match.game, _ids(match.game.lexicon)
    for decision in engine.told_decisions(match, locale):
        check_words(decision["text"], ids, f"decision {decision['prompt']}")
        seat = decision["seat"]
        if seat is not None:
            for action in engine.labelled_actions(match, seat, locale):
                check_words(action["label"], ids, f"label {action['id']}")
                assert action["group"].strip() and not RAW.search(action["group"])
    for reader in [None, *range(match.seats)]:
        for event in events:
            told = engine.told_event(match, event, reader, locale)["text"]
            check_words(told, ids, f"event {event['type']} for {reader}")
            hidden = _private_names(event, reader, game.lexicon, locale)
            assert not [n for n in hidden if n in told["text"]], (event["type"], reader, told)


SETUPS = [(game, setup) for game, checks in INVARIANTS.items() for setup in checks.setups]


@pytest.mark.parametrize(("game_id", "setup"), SETUPS, ids=[f"{g}-{s}" for g, s in SETUPS])
def test_random_playouts_say_everything_in_words(game_id: str, setup: str) -> None:
    seats, options = INVARIANTS[game_id].setups[setup]
    for locale in LOCALES:
        for seed in range(MATCHES):
            policy = random.Random(f"words:{game_id}:{setup}:{seed}")
            match, events = engine.start(game_id, seats, options, seed)
            for _ in range(MAX_STEPS):
                _render_step(match, events, locale)
                decisions = engine.decisions(match)
                if not decisions:
                    break
                seat = policy.choice(decisions).seat
                action = policy.choice(engine.legal_actions(match, seat))
                match, events = engine.submit(match, seat, engine.without_id(action), 0.0)


def test_a_raw_id_or_a_placeholder_fails_the_check():
    """The check above would catch a text that shows an id, a placeholder or ``None``."""
    ids = {"dog-walker-dot"}
    for text in ("Rescue dog-walker-dot", "Move to {location}", "Seat None", "evil_on_evil"):
        with pytest.raises(AssertionError):
            check_words({"text": text, "args": {}}, ids, "x")
    check_words({"text": "Rescue Dog Walker Dot", "args": {}}, ids, "x")


def test_the_engine_speaks_every_locale():
    """The engine's own events and words are in every locale (any game shows them)."""
    game = get_game(GAMES[0].id)
    for locale in LOCALES:
        for key in ("word.seat", "word.and", "event.match_started", "event.resigned"):
            assert game.lexicon.has(key, locale), (locale, key)
