"""Golden playthroughs, OpenSpiel's way: one writer records every game's fixed-seed matches
and one test (tests/games/test_playthrough.py) compares each recording line by line.

A game says what it records in ``tests/games/<package>/playthrough.py``: ``PLAYTHROUGHS``, its
recordings (a file name and a function that plays the match and returns its lines), and
optionally ``shows(text)``, what the recordings are chosen to show. After a deliberate rule
change, rewrite the recordings and read the diff before committing it:

    .venv/bin/python tests/golden.py --write [game-id ...]

(``CROUPIER_REGEN_PLAYTHROUGH=1`` on the test does the same.)
"""

from __future__ import annotations

import argparse
import json
import os
import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from types import ModuleType
from typing import Any

from per_game import game_modules

import service.games  # noqa: F401  (registers every game)
from service.engine import match as engine
from service.engine.bots import bot_rng
from service.engine.registry import get_game
from service.engine.words import LOCALES

Choose = Callable[[engine.Match], tuple[int | None, dict[str, Any]]]
TableLine = Callable[[engine.Match], str]


@dataclass(frozen=True)
class Playthrough:
    """One recording: its file (in the game's test folder) and the match it plays, as text."""

    file: str
    lines: Callable[[], list[str]]


@dataclass(frozen=True)
class Recording:
    game: str
    folder: Path
    playthrough: Playthrough

    @property
    def path(self) -> Path:
        return self.folder / self.playthrough.file

    @property
    def id(self) -> str:
        return f"{self.game}:{self.playthrough.file}"


def event_line(event: dict[str, Any]) -> str:
    fields = {k: v for k, v in event.items() if k not in ("id", "version", "type")}
    return f"  {event['type']} {json.dumps(fields, sort_keys=True)}"


def has(text: str, prefix: str, *parts: str) -> bool:
    """Some line of ``text`` starts with ``prefix`` and holds every one of ``parts``."""
    return any(
        line.startswith(prefix) and all(p in line for p in parts) for line in text.splitlines()
    )


class HeuristicSeats:
    """Every seat played by the game's heuristic bot, each told only the events it may see."""

    def __init__(self, seats: int, seed: int, opening: list[dict[str, Any]]) -> None:
        self.seed = seed
        self.seen = [[engine.redact_event(e, seat) for e in opening] for seat in range(seats)]
        self.memory: list[Any] = [None] * seats

    def choose(self, match: engine.Match) -> tuple[int, dict[str, Any]]:
        seat = engine.decisions(match)[0].seat
        assert seat is not None
        given = engine.bot_input(match, seat, self.seen[seat], self.memory[seat])
        self.memory[seat], self.seen[seat] = given.memory, []
        rng = bot_rng(self.seed, match.version, seat)
        return seat, engine.bot_action(match, seat, "heuristic", given, rng)

    def saw(self, events: list[dict[str, Any]]) -> None:
        for seat, seen in enumerate(self.seen):
            seen.extend(engine.redact_event(e, seat) for e in events)


def moves(
    match: engine.Match,
    choose: Choose,
    table_line: TableLine,
    max_steps: int,
    outcome: bool = True,
    saw: Callable[[list[dict[str, Any]]], None] | None = None,
) -> list[str]:
    """Each move to the end as text (who played what, its events, the table after it), then
    the outcome when ``outcome``."""
    lines: list[str] = []
    for _ in range(max_steps):
        if not engine.decisions(match):
            if outcome:
                lines.append(f"outcome {json.dumps(engine.view(match, None)['outcome'])}")
            return lines
        seat, action = choose(match)
        match, events = engine.submit(match, seat, action, 0.0)
        if saw is not None:
            saw(events)
        who = "system" if seat is None else f"seat {seat}"
        lines.append(f"v{match.version} {who}: {engine.action_id(action)}")
        lines.extend(event_line(event) for event in events)
        lines.append(table_line(match))
    raise AssertionError("the golden match did not finish")


def modules() -> dict[str, ModuleType]:
    """Each registered game's ``playthrough.py``, by game id."""
    return game_modules("playthrough", "recorded playthrough")


def recordings() -> list[Recording]:
    """Each game's own recordings, then its match in sentences, one file per locale."""
    found = []
    for game, module in modules().items():
        folder = Path(module.__file__).parent
        found += [Recording(game, folder, playthrough) for playthrough in module.PLAYTHROUGHS]
        found += [Recording(game, folder, told(game, locale)) for locale in LOCALES]
    return found


SENTENCE_STEPS = 150  # a golden log in sentences reads the first versions of its match
READER = 0  # the seat whose log it is


def told(game_id: str, locale: str) -> Playthrough:
    """The log a person reads: a fixed-seed match of a seeded uniform policy, each move as
    its label (the mover's words) and each event as seat 0 reads it, in ``locale``."""
    return Playthrough(f"sentences_{locale}.txt", partial(sentence_lines, game_id, locale))


def sentence_lines(game_id: str, locale: str) -> list[str]:
    game = get_game(game_id)
    seats = min(max(3, game.min_players), game.max_players)
    match, events = engine.start(game_id, seats, {}, 2024)
    policy = random.Random(7)
    lines = [f"# {game.title}, {seats} seats, seed 2024, read by seat {READER} (Seat 1), {locale}"]
    lines += _sentences(match, events, locale)
    for _ in range(SENTENCE_STEPS):
        decisions = engine.told_decisions(match, locale)
        if not decisions:
            break
        decision = policy.choice(decisions)
        seat = decision["seat"]
        action = policy.choice(
            engine.labelled_actions(match, seat, locale)
            if seat is not None
            else engine.legal_actions(match, None)
        )
        lines.append(f"v{match.version + 1} {decision['text']['text']}")
        if "label" in action:
            lines.append(f"  > {action['label']['text']}")
        match, events = engine.submit(match, seat, engine.without_id(action), 0.0)
        lines += _sentences(match, events, locale)
    return lines


def _sentences(match: engine.Match, events: list[dict[str, Any]], locale: str) -> list[str]:
    return [f"  {engine.told_event(match, e, READER, locale)['text']['text']}" for e in events]


def check_golden(golden: Path, lines: list[str]) -> None:
    """``lines`` are the recording, line for line (the first difference is named)."""
    if os.environ.get("CROUPIER_REGEN_PLAYTHROUGH") == "1":
        write(golden, lines)
    recorded = golden.read_text(encoding="utf-8").splitlines()
    for number, (got, want) in enumerate(zip(lines, recorded, strict=False), start=1):
        assert got == want, f"{golden.name} line {number} differs"
    assert len(lines) == len(recorded), f"{golden.name}: {len(recorded)} lines, now {len(lines)}"


def write(golden: Path, lines: list[str]) -> None:
    golden.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: Iterable[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Write every game's golden playthroughs.")
    parser.add_argument("--write", action="store_true", help="rewrite the recordings")
    parser.add_argument("games", nargs="*", help="game ids (default: every game)")
    arguments = parser.parse_args(None if argv is None else list(argv))
    for recording in recordings():
        if arguments.games and recording.game not in arguments.games:
            continue
        if arguments.write:
            write(recording.path, recording.playthrough.lines())
        print(("wrote " if arguments.write else "") + str(recording.path))


if __name__ == "__main__":
    main()
