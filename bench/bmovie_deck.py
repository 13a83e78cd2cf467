"""Revenge of the B-Movie: does the deck play? All-bot matches in process (pure engine).

    .venv/bin/python bench/bmovie_deck.py [--matches 300] [--seats 3 4 5 6]
                                          [--strategy heuristic|random|ismcts]
                                          [--winner first|richest] [--styles server long6 ...]

Every seat plays ``--strategy`` (default heuristic), through ``engine.start``,
``engine.bot_input`` and ``engine.submit``, as the workers do, under the ``winner`` match
option (default first, as printed; richest, the variant: RULINGS B13). With ``--styles`` the
heuristic seats play those wrapping styles (``STYLES``: server, the server's bot, which
weighs a film's sale now against its grown length; old, the server's bot before that, which
wrapped at cult 4; long6 and long7, which wrap a film only at 6 or 7 cards; weigh-*, the
server's with one weighing parameter changed; ...), dealt round the seats in turn and
rotated one seat each match, so every style sits at every seat equally often. Per seat count
it prints the rounds a match lasts (mean, median, max), the share of the wrapped films offered
for sale that sold, their mean cult and length, the share of matches ended at the round cap,
how many films the winner sold (1: one sale won the match),
the win share by seat offset from the first dealer (0: the first dealer, 1: the seat on its
left...; a tie splits a win; fair is 1/seats) and, with several styles, by style (fair: its
seats' share of the table), each with its Wilson 95% interval, and the actions a match takes.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import service.games  # noqa: E402, F401  (registers the games)
from bench.stats import wilson  # noqa: E402
from service.engine import match as engine  # noqa: E402
from service.engine.bots import bot_rng  # noqa: E402
from service.engine.registry import get_game  # noqa: E402
from service.games.revenge_of_the_b_movie.heuristic import (  # noqa: E402
    OLD_STYLE,
    SERVER_STYLE,
    Style,
    heuristic_bot,
)

GAME = "revenge-of-the-b-movie"
STYLES = {
    "server": SERVER_STYLE,
    "old": OLD_STYLE,
    "weigh-c1.1": replace(SERVER_STYLE, card_cult=1.1),
    "weigh-c0.7": replace(SERVER_STYLE, card_cult=0.7),
    "weigh-r0.8": replace(SERVER_STYLE, round_risk=0.8),
    "weigh-r0.4": replace(SERVER_STYLE, round_risk=0.4),
    "weigh-k0.8": replace(SERVER_STYLE, card_risk=0.8),
    "weigh-k1.0": replace(SERVER_STYLE, card_risk=1.0),
    "long6": Style(wrap_cards=6),
    "long6c3": Style(wrap_cult=3, wrap_cards=6),
    "long7": Style(wrap_cards=7),
    "cult5": Style(wrap_cult=5),
}


def share(wins: float, n: int) -> str:
    low, high = wilson(wins, n)
    return f"{wins / n:.3f} [{low:.3f}, {high:.3f}]"


@dataclass
class Tally:
    """What the matches of one seat count add up to."""

    seats: int
    rounds: list[int] = field(default_factory=list)
    actions: list[int] = field(default_factory=list)
    offered: int = 0
    sold: int = 0
    cult: int = 0
    length: int = 0
    reasons: Counter = field(default_factory=Counter)
    wins_by_offset: list[float] = field(default_factory=list)
    wins_by_style: Counter = field(default_factory=Counter)
    seats_by_style: Counter = field(default_factory=Counter)
    winning_sales: Counter = field(default_factory=Counter)

    def __post_init__(self) -> None:
        self.wins_by_offset = [0.0] * self.seats


def seat_styles(seats: int, styles: list[str], index: int) -> list[str]:
    """The styles dealt round the seats in turn, rotated one seat a match."""
    return [styles[(seat + index) % len(styles)] for seat in range(seats)]


def play(
    seats: int, seed: int, strategy: str, tally: Tally, options: dict, styles: list[str]
) -> None:
    """One all-bot match to the end, added to ``tally``; ``styles``: each seat's, if any."""
    default = get_game(GAME).bots()[strategy]
    bots = [lambda seen, rng, s=STYLES[name]: heuristic_bot(seen, rng, s) for name in styles]
    match, events = engine.start(GAME, seats, options, seed)
    first_dealer = match.state["dealer"]
    seen: list[list[dict]] = [[engine.redact_event(e, s) for e in events] for s in range(seats)]
    actions, sales = 0, Counter()
    while decisions := engine.decisions(match):
        seat = decisions[0].seat
        bot = bots[seat] if bots else default
        action = bot(engine.bot_input(match, seat, seen[seat]), bot_rng(seed, match.version, seat))
        match, new = engine.submit(match, seat, action, 0.0)
        actions += 1
        for s in range(seats):
            seen[s].extend(engine.redact_event(e, s) for e in new)
        for event in new:
            if event["type"] == "sale":
                tally.offered += 1
                tally.sold += event["sold"]
                tally.cult += event["cult"]
                tally.length += event["count"]
                sales[event["seat"]] += event["sold"]
    outcome = match.game.outcome(match.state)
    tally.rounds.append(match.state["round"])
    tally.actions.append(actions)
    tally.reasons[outcome["reason"]] += 1
    for winner in outcome["winners"]:
        tally.wins_by_offset[(winner - first_dealer) % seats] += 1 / len(outcome["winners"])
        if styles:
            tally.wins_by_style[styles[winner]] += 1 / len(outcome["winners"])
    tally.seats_by_style.update(styles)
    if outcome["reason"] == "target":
        tally.winning_sales[sales[outcome["winners"][0]]] += 1


def report(tally: Tally, took: float) -> None:
    n, seats = len(tally.rounds), tally.seats
    rounds, actions = tally.rounds, tally.actions
    sold = tally.sold / tally.offered if tally.offered else 0.0
    cult = tally.cult / tally.offered if tally.offered else 0.0
    length = tally.length / tally.offered if tally.offered else 0.0
    print(f"{seats} seats, {n} matches ({took:.1f} s):")
    print(
        f"  rounds per match: mean {statistics.mean(rounds):.2f}, "
        f"median {statistics.median(rounds):g}, max {max(rounds)}"
    )
    print(
        f"  films offered: {tally.offered} ({tally.offered / n:.1f} a match), sold {sold:.3f}, "
        f"mean cult {cult:.2f}, mean length {length:.2f} cards"
    )
    print(
        f"  ended at the round cap: {tally.reasons['round_cap'] / n:.3f} "
        f"({dict(sorted(tally.reasons.items()))})"
    )
    won_by = ", ".join(f"{k}: {v / n:.3f}" for k, v in sorted(tally.winning_sales.items()))
    print(f"  films the winner sold (share of matches): {won_by}")
    print(f"  win share by seat offset from the first dealer (fair {1 / seats:.3f}):")
    for offset, wins in enumerate(tally.wins_by_offset):
        print(f"    {offset}: {share(wins, n)}")
    if len(tally.seats_by_style) > 1:
        print("  win share by style (fair: its seats' share of the table):")
        for name, count in sorted(tally.seats_by_style.items()):
            wins = tally.wins_by_style[name]
            print(f"    {name}: {share(wins, n)}, fair {count / (n * seats):.3f}")
    print(
        f"  actions per match: mean {statistics.mean(actions):.1f}, "
        f"median {statistics.median(actions):g}, max {max(actions)}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--matches", type=int, default=300, help="per seat count")
    parser.add_argument("--seats", type=int, nargs="+", default=[3, 4, 5, 6])
    parser.add_argument(
        "--strategy", default="heuristic", choices=sorted(get_game(GAME).strategies())
    )
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--winner", default="first", choices=["first", "richest"])
    parser.add_argument("--styles", nargs="+", default=[], choices=sorted(STYLES))
    args = parser.parse_args()
    options = {"winner": args.winner}
    who = f"heuristic styles {args.styles}" if args.styles else args.strategy
    print(f"{GAME}: every seat {who}, winner={args.winner}")
    for seats in args.seats:
        tally, started = Tally(seats), time.monotonic()
        for index in range(args.matches):
            styles = seat_styles(seats, args.styles, index) if args.styles else []
            play(seats, args.first_seed + index, args.strategy, tally, options, styles)
        report(tally, time.monotonic() - started)


if __name__ == "__main__":
    main()
