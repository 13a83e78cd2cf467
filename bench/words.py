"""What the words cost (issue 34): per action, the CPU of what a submit and a listing serve
with words (events told, the view's decisions told, the actions labelled) and without them
(events redacted, decisions as data, actions as data), and the bytes the words add to an
action list and to a page of events.

    .venv/bin/python -m bench.words [--games bad-trevor ...] [--matches 6] [--rounds 5]
        [--locale en]

Each game plays ``--matches`` seeded random matches (engine only: no Flask, no Redis); every
step is served to the mover as a submit answers it, and the next holder's actions are listed.
A (without) and B (with) are timed alternately, ``--rounds`` times each, on the process CPU
clock; the figures are the best round of each, per action.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Callable
from typing import Any

import service.games  # noqa: F401  (registers the games)
from bench.cpu import machine_line
from service.engine import match as engine
from service.engine.registry import all_games, get_game

Step = tuple[engine.Match, int | None, list[dict[str, Any]]]


def steps(game_id: str, matches: int) -> list[Step]:
    """Each step of ``matches`` random matches: the match after it, its mover, its events."""
    found: list[Step] = []
    game = get_game(game_id)
    for seed in range(matches):
        policy = random.Random(seed)
        seats = min(max(3, game.min_players), game.max_players)
        match, _ = engine.start(game_id, seats, {}, seed)
        while engine.decisions(match):
            seat = policy.choice(engine.decisions(match)).seat
            action = policy.choice(engine.legal_actions(match, seat))
            match, events = engine.submit(match, seat, engine.without_id(action), 0.0)
            found.append((match, seat, events))
    return found


def served_without(match: engine.Match, seat: int | None, events: list[dict[str, Any]]) -> Any:
    game = match.game
    view = {
        "table": game.view(match.state, seat),
        "decisions": [d.to_json() for d in engine.decisions(match)],
    }
    told = [engine.redact_event(event, seat) for event in events]
    holder = _holder(match)
    listed = [] if holder is None else engine.legal_actions(match, holder)
    return view, told, listed


def served_with(
    match: engine.Match, seat: int | None, events: list[dict[str, Any]], locale: str
) -> Any:
    game = match.game
    table = game.view(match.state, seat)
    view = {"table": table, "decisions": engine.told_decisions(match, locale)}
    told = [engine.told_event(match, event, seat, locale) for event in events]
    holder = _holder(match)
    listed = [] if holder is None else engine.labelled_actions(match, holder, locale)
    return view, told, listed


def _holder(match: engine.Match) -> int | None:
    return next((d.seat for d in engine.decisions(match) if d.seat is not None), None)


def cpu_per_step(
    serve: Callable[[engine.Match, int | None, list], Any], found: list[Step]
) -> float:
    start = time.process_time()
    for match, seat, events in found:
        serve(match, seat, events)
    return (time.process_time() - start) / len(found)


def sizes(found: list[Step], locale: str) -> tuple[float, float, float, float]:
    """Mean bytes of an action list and of a page of events (the whole match's events, as
    one page per 100), without and with the words."""
    lists_a = lists_b = events_a = events_b = 0
    listed = 0
    for match, _, events in found:
        holder = _holder(match)
        if holder is not None:
            listed += 1
            lists_a += _bytes(engine.legal_actions(match, holder))
            lists_b += _bytes(engine.labelled_actions(match, holder, locale))
        events_a += _bytes([engine.redact_event(e, 0) for e in events])
        events_b += _bytes([engine.told_event(match, e, 0, locale) for e in events])
    per_page = 100 / max(1, sum(len(e) for _, _, e in found))
    return (
        lists_a / max(1, listed),
        lists_b / max(1, listed),
        events_a * per_page,
        events_b * per_page,
    )


def _bytes(value: Any) -> int:
    return len(json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", nargs="*", default=[g.id for g in all_games()])
    parser.add_argument("--matches", type=int, default=6)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--locale", default="en")
    args = parser.parse_args()
    print(machine_line())
    print(
        f"{'game':30} {'steps':>6} {'without ms':>10} {'with ms':>8} {'added ms':>8}"
        f" {'list B':>8} {'+words':>8} {'100 events B':>13} {'+words':>8}"
    )
    for game_id in args.games:
        found = steps(game_id, args.matches)
        without, with_words = [], []
        for _ in range(args.rounds):  # A and B alternate, in the same minutes
            without.append(cpu_per_step(served_without, found))
            with_words.append(
                cpu_per_step(lambda m, s, e: served_with(m, s, e, args.locale), found)
            )
        a, b = min(without) * 1000, min(with_words) * 1000
        list_a, list_b, page_a, page_b = sizes(found, args.locale)
        print(
            f"{game_id:30} {len(found):6} {a:10.3f} {b:8.3f} {b - a:8.3f}"
            f" {list_a:8.0f} {list_b - list_a:+8.0f} {page_a:13.0f} {page_b - page_a:+8.0f}"
        )


if __name__ == "__main__":
    main()
