"""Words for people: what an action, an event or a decision says, in any supported language.

A game describes each thing as a ``Phrase``: a template id and typed arguments (a seat, a card,
a location, a number...), never a finished string. A ``Lexicon`` renders a phrase in a locale:
the template of that locale with each argument's text put in, and the arguments themselves,
typed, so that a client may style them (a hoverable card, a coloured seat) or translate the
template itself. Templates are data: ``locales/<locale>/words.json`` beside the engine (its own
events, seats, joining words) and beside each game, merged game over engine.

Template syntax: ``{arg}`` puts in an argument's text; ``{arg|one|other}`` picks a word by
the number ``arg`` is (a number, or a list's length) under the locale's plural rule;
``{{`` and ``}}`` are literal braces. Pure: no I/O after a lexicon is loaded.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

LOCALES = ("en", "fr")
DEFAULT_LOCALE = "en"
ENGINE_LOCALES = Path(__file__).resolve().parent / "locales"
# The kinds of argument a phrase may carry besides names (whose kinds the game's
# ``display_names`` declares: card, location, story, ...).
SEAT, NUMBER, WORD, LIST, TITLE = "seat", "number", "word", "list", "title"


@dataclass(frozen=True)
class Arg:
    """One typed argument: its ``kind`` and ``value`` (a seat number, a count, an id, a word's
    key), or for a list (``listing``) or a title made of parts (``title``) its ``items``
    (served as ``parts``)."""

    kind: str
    value: int | str | None = None
    items: tuple[Arg, ...] = ()


@dataclass(frozen=True)
class Phrase:
    """What a game says: a template id (``event.drew.you``) and its arguments by name."""

    template: str
    args: Mapping[str, Arg] = field(default_factory=dict)


def phrase(template: str, **args: Arg) -> Phrase:
    return Phrase(template, args)


def seat(number: int) -> Arg:
    """A seat, by its number (0..n-1); people read it as "Seat 1" for seat 0."""
    return Arg(SEAT, number)


def number(value: int) -> Arg:
    return Arg(NUMBER, value)


def name(kind: str, key: str) -> Arg:
    """A thing named by its id: a card, a location, a story... (``Game.display_names``)."""
    return Arg(kind, key)


def word(key: str) -> Arg:
    """A word of the locale (``word.<key>`` in its templates): a role, a side, a zone."""
    return Arg(WORD, key)


def listing(items: Iterable[Arg]) -> Arg:
    """Several arguments read as one: "Seat 1, Seat 2 and Seat 3"."""
    return Arg(LIST, None, tuple(items))


def title(key: str, parts: Iterable[Arg]) -> Arg:
    """A name made of other names, read one after the other (a film's title from its
    cards); ``key`` identifies the thing named."""
    return Arg(TITLE, key, tuple(parts))


def about_reader(about: int | None, reader: int | None) -> bool:
    """Whether the seat a thing is about is its reader (never so for a spectator)."""
    return reader is not None and about == reader


def you(template: str, mine: bool) -> str:
    """``template``'s ``.you`` variant when ``mine``: the words told to the seat concerned."""
    return f"{template}.you" if mine else template


def plural_one(locale: str, count: int) -> bool:
    """Whether ``count`` takes the singular in ``locale`` (French: 0 and 1; English: 1)."""
    return count in (0, 1) if locale == "fr" else count == 1


_PLACE = re.compile(r"\{\{|\}\}|\{(\w+)(?:\|([^|{}]*)\|([^|{}]*))?\}")


def placeholders(template: str) -> set[str]:
    """The argument names a template uses."""
    return {m.group(1) for m in _PLACE.finditer(template) if m.group(1)}


class MissingWords(LookupError):
    """A template or an argument a phrase needs is not there: a gap the words tests catch."""


@dataclass
class Locale:
    """One locale's words: templates by id, names by kind and id, the how-to-play text."""

    templates: dict[str, str] = field(default_factory=dict)
    names: dict[str, dict[str, str]] = field(default_factory=dict)
    how_to_play: str | None = None

    def merged(self, other: Locale) -> Locale:
        names = {kind: dict(found) for kind, found in self.names.items()}
        for kind, found in other.names.items():
            names.setdefault(kind, {}).update(found)
        return Locale(
            {**self.templates, **other.templates}, names, other.how_to_play or self.how_to_play
        )


def load_locale(folder: Path) -> Locale:
    """The words of one locale folder (``words.json``, ``how_to_play.md``); empty if absent."""
    found = Locale()
    words = folder / "words.json"
    if words.is_file():
        data = json.loads(words.read_text(encoding="utf-8"))
        found = Locale(dict(data.get("templates", {})), dict(data.get("names", {})))
    how = folder / "how_to_play.md"
    if how.is_file():
        found.how_to_play = how.read_text(encoding="utf-8").strip()
    return found


class Lexicon:
    """Every locale's words for one game (the engine's, then the game's own over them), and
    the game's display names (English; a locale's ``names`` override them)."""

    def __init__(self, folders: Iterable[Path], names: Mapping[str, Mapping[str, str]]):
        self.locales: dict[str, Locale] = {}
        for locale in LOCALES:
            merged = Locale()
            for folder in folders:
                merged = merged.merged(load_locale(folder / locale))
            self.locales[locale] = merged
        self.names = {kind: dict(found) for kind, found in names.items()}

    def template(self, template_id: str, locale: str) -> str:
        for tried in (locale, DEFAULT_LOCALE):
            found = self.locales[tried].templates.get(template_id)
            if found is not None:
                return found
        raise MissingWords(f"no template {template_id!r}")

    def has(self, template_id: str, locale: str) -> bool:
        return template_id in self.locales[locale].templates

    def how_to_play(self, locale: str) -> str | None:
        return self.locales[locale].how_to_play or self.locales[DEFAULT_LOCALE].how_to_play

    def render(self, said: Phrase, locale: str) -> dict[str, Any]:
        """The phrase in ``locale``: ``{"template", "args", "text"}``, each argument typed
        (``kind``, and ``value`` or ``parts``) with its own ``text``."""
        # sorted: the same bytes whichever JSON encoder sends it (Flask's sorts keys)
        args = {key: self.rendered_arg(said.args[key], locale) for key in sorted(said.args)}
        text = self.fill(self.template(said.template, locale), args, locale)
        return {"template": said.template, "args": args, "text": text}

    def text(self, said: Phrase, locale: str) -> str:
        return str(self.render(said, locale)["text"])

    def fill(self, template: str, args: Mapping[str, dict[str, Any]], locale: str) -> str:
        def put(match: re.Match[str]) -> str:
            whole, key = match.group(0), match.group(1)
            if key is None:
                return whole[0]
            if key not in args:
                raise MissingWords(f"template {template!r} needs the argument {key!r}")
            if match.group(2) is None:
                return str(args[key]["text"])
            return match.group(2) if plural_one(locale, _count(args[key])) else match.group(3)

        return _PLACE.sub(put, template)

    def rendered_arg(self, arg: Arg, locale: str, depth: int = 0) -> dict[str, Any]:
        """One argument, typed, with its text; a list or title with its parts (two levels
        at most, as the spec types them: a list of titles, never deeper)."""
        if arg.kind in (LIST, TITLE):
            if depth >= 2:
                raise ValueError("a phrase's arguments nest two levels deep at most")
            items = [self.rendered_arg(item, locale, depth + 1) for item in arg.items]
            joined = self._joined([item["text"] for item in items], locale, arg.kind == LIST)
            shown: dict[str, Any] = {"kind": arg.kind, "parts": items, "text": joined}
            if arg.value is not None:
                shown["value"] = arg.value
            return shown
        return {"kind": arg.kind, "value": arg.value, "text": self.arg_text(arg, locale)}

    def arg_text(self, arg: Arg, locale: str) -> str:
        if arg.kind == SEAT:
            return self.fill(self.template("word.seat", locale), _numbered(arg), locale)
        if arg.kind == NUMBER:
            return str(arg.value)
        if arg.kind == WORD:
            return self.template(f"word.{arg.value}", locale)
        return self.display_name(arg.kind, str(arg.value), locale)

    def names_in(self, locale: str) -> dict[str, dict[str, str]]:
        """Every display name, by kind and id, in ``locale`` (English where it has none)."""
        own = self.locales[locale].names
        return {
            kind: {key: own.get(kind, {}).get(key, shown) for key, shown in found.items()}
            for kind, found in self.names.items()
        }

    def display_name(self, kind: str, key: str, locale: str) -> str:
        own = self.locales[locale].names.get(kind, {}).get(key)
        found = own or self.names.get(kind, {}).get(key)
        if found is None:
            raise MissingWords(f"no display name for the {kind} {key!r}")
        return found

    def _joined(self, texts: list[str], locale: str, as_list: bool) -> str:
        if not as_list:
            return " ".join(texts)
        if len(texts) < 2:
            return "".join(texts)
        last = self.template("word.and", locale)
        return f"{', '.join(texts[:-1])} {last} {texts[-1]}"


def _numbered(arg: Arg) -> dict[str, dict[str, Any]]:
    shown = int(arg.value or 0) + 1
    return {"number": {"text": str(shown), "value": shown}}


def _count(shown: Mapping[str, Any]) -> int:
    if "parts" in shown:
        return len(shown["parts"])
    value = shown.get("value")
    return value if isinstance(value, int) else 0


def negotiate(accept_language: Iterable[tuple[str, float]]) -> str:
    """The locale for an ``Accept-Language`` header's (language, quality) pairs, best
    first: the first supported one (``fr-CA`` is ``fr``), else English."""
    for language, quality in accept_language:
        base = language.lower().split("-")[0]
        if quality > 0 and base in LOCALES:
            return base
    return DEFAULT_LOCALE
