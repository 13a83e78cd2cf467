"""Reaction windows: a decision several seats hold at once (boardgame.io's stages).

A window opens to every seat that could answer it *by public information* (decisions are
public: a window opened only to the seats whose hidden cards can answer would tell them
apart). Each seat it waits on answers once, a pass included. Answers are ``sealed``
(everyone sees that a seat answered, only that seat sees how, until the close) or open.
A window closes once every seat it opened to answered (``ALL``), or at its first answer
that is not a pass (``FIRST``: the first seat to take it takes it for everyone). Each
opening is an *instance* with an id of its own; the decisions it opens carry that id, so
each instance keeps a clock of its own (``timing.decision_key``) even when a window of the
same prompt opens inside another.

The engine's words for it are ``window_opened``, ``window_answered`` and ``window_closed``,
each with the window's ``instance``. A game that still publishes older names and shapes
spreads ``fields_of`` an engine event into a literal of its own type (its schema tests read
event types from its source) until the vocabulary issue renames them. A game keeps a window
in its state as ``Window.to_json()``, or reads one out of a state shape of its own (a
``Window`` built on each call): the engine asks only who it opened to and who answered.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from .game import Decision
from .types import Event

ALL = "all"  # closes once every seat it opened to answered
FIRST = "first"  # closes at its first answer that is not a pass
PASS = "pass"

OPENED = "window_opened"
ANSWERED = "window_answered"
CLOSED = "window_closed"


@dataclass(frozen=True)
class Window:
    """One instance of a decision several seats hold.

    ``answers`` are ``(seat, answer)`` pairs in the order given; an answer is whatever the
    game records (an action type, cards), or None where the game keeps it elsewhere."""

    prompt: str
    instance: int | str
    seats: tuple[int, ...]
    answers: tuple[tuple[int, Any], ...] = ()
    sealed: bool = True
    closes: str = ALL

    @property
    def answered(self) -> list[int]:
        return [seat for seat, _ in self.answers]

    @property
    def taken(self) -> bool:
        """A ``FIRST`` window some seat answered other than by passing."""
        return self.closes == FIRST and any(answer != PASS for _, answer in self.answers)

    def waiting(self) -> list[int]:
        """The seats it still waits on, in the order it opened to them."""
        if self.taken:
            return []
        answered = self.answered
        return [seat for seat in self.seats if seat not in answered]

    @property
    def is_closed(self) -> bool:
        return not self.waiting()

    def decisions(self) -> list[Decision]:
        """One window decision per seat it waits on, all of this instance."""
        instance = str(self.instance)
        return [Decision(seat, "window", self.prompt, instance=instance) for seat in self.waiting()]

    def answer(self, seat: int, answer: Any, **details: Any) -> tuple[Window, Event]:
        """``seat``'s answer: the window with it recorded, and the ``window_answered`` event
        (how it answered is ``seat``'s alone while the window is sealed)."""
        if seat not in self.waiting():
            raise ValueError(f"window {self.instance!r} does not wait on seat {seat}")
        said = {"answer": answer, **details}
        event: Event = {"type": ANSWERED, "instance": self.instance, "seat": seat}
        if self.sealed:
            event["private"] = {str(seat): said}
        else:
            event.update(said)
        return replace(self, answers=(*self.answers, (seat, answer))), event

    def opened(self, **details: Any) -> Event:
        """The ``window_opened`` event: the instance, its prompt and who it opened to."""
        return {
            "type": OPENED,
            "instance": self.instance,
            "prompt": self.prompt,
            "seats": list(self.seats),
            **details,
        }

    def closed(self, **details: Any) -> Event:
        """The ``window_closed`` event; a sealed window's answers are shown now."""
        event: Event = {"type": CLOSED, "instance": self.instance}
        if self.sealed:
            event["answers"] = {str(seat): answer for seat, answer in self.answers}
        return {**event, **details}

    def to_json(self) -> dict[str, Any]:
        return {
            "prompt": self.prompt,
            "instance": self.instance,
            "seats": list(self.seats),
            "answers": [list(pair) for pair in self.answers],
            "sealed": self.sealed,
            "closes": self.closes,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Window:
        answers = tuple((seat, answer) for seat, answer in data["answers"])
        return cls(
            data["prompt"],
            data["instance"],
            tuple(data["seats"]),
            answers,
            data["sealed"],
            data["closes"],
        )


def open_to(candidates: Iterable[int], could_answer: Callable[[int], bool]) -> list[int]:
    """The seats a window opens to: each candidate that could answer by public information
    (``could_answer`` must not look at the seat's hidden cards)."""
    return [seat for seat in candidates if could_answer(seat)]


def fields_of(event: Event, *names: str) -> Event:
    """The named fields of an engine window event, in that order, and its ``private`` part:
    what a game that still publishes an older shape spreads into it, e.g.
    ``{"type": "window_passed", **fields_of(answered, "seat")}``."""
    kept: Event = {name: event[name] for name in names}
    if "private" in event:
        kept["private"] = event["private"]
    return kept
