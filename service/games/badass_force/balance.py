"""The cast's balance, measured (RULINGS F1): matches of heuristic bots, each keeping its own
"favourite" character active whenever it can, and each favourite's win share against the fair
share. ``bench/badass_force_balance.py`` prints it; ``test_bots.py`` holds it under 1.5x fair."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from service.engine import match as engine
from service.engine.bots import bot_rng
from service.engine.rng import Rng

from .heuristic import choose

GAME = "badass-force"


def play_with_favourites(seats: int, seed: int) -> tuple[list[str], list[int]]:
    """One match: the favourites (distinct, drawn from the cast by ``seed``) and the winners."""
    match, events = engine.start(GAME, seats, {}, seed, control=["heuristic"] * seats)
    cast = list(match.state["cast"])
    Rng(f"favourites:{seed}").shuffle(cast)
    favourites = cast[:seats]
    seen = [[engine.redact_event(e, seat) for e in events] for seat in range(seats)]
    memory: list = [None] * seats
    while decisions := engine.decisions(match):
        seat = decisions[0].seat
        assert seat is not None
        given = engine.bot_input(match, seat, seen[seat], memory[seat])
        memory[seat], seen[seat] = given.memory, []
        action = choose(given, bot_rng(seed, match.version, seat), favourites[seat])
        match, new = engine.submit(match, seat, action, 0.0)
        for other in range(seats):
            seen[other].extend(engine.redact_event(e, other) for e in new)
    return favourites, list(match.game.outcome(match.state)["winners"])


@dataclass
class Shares:
    """Win shares by favourite over a run (a full tie has no winner: F19)."""

    seats: int
    won: Counter = field(default_factory=Counter)
    played: Counter = field(default_factory=Counter)

    def add(self, favourites: list[str], winners: list[int]) -> None:
        self.played.update(favourites)
        for winner in winners:
            self.won[favourites[winner]] += 1 / len(winners)

    def against_fair(self) -> dict[str, float]:
        """Each favourite's win rate as a multiple of the fair one (1 / seats)."""
        return {c: self.won[c] / n * self.seats for c, n in sorted(self.played.items())}


def measure(seats: int, matches: int, first_seed: int = 0) -> Shares:
    shares = Shares(seats)
    for seed in range(first_seed, first_seed + matches):
        shares.add(*play_with_favourites(seats, seed))
    return shares
