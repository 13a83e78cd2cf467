"""Scenario helpers for Badass Force: hand-built tables wrapped as engine matches."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from scenario import Scenario

from service.engine import match as engine
from service.engine.match import Match
from service.engine.rng import Rng
from service.games.badass_force.deck import WEAPON_IDS, kind
from service.games.badass_force.table import new_state

GAME = "badass-force"
LEFT_OUT = "doc-stitches"  # the cast of a hand-built table, unless a test says otherwise
# Every seat's weapon, unless a test says otherwise: none of them unstable, none loaded.
ARMS = ("pump-shotgun", "sniper-rifle", "minigun", "flamethrower", "katana", "snub-revolver")
Events = list[dict[str, Any]]


class Table(Scenario):
    """Builds matches from hand-built tables and plays actions on them through the engine."""

    @staticmethod
    def state(
        actives: list[str],
        weapons: list[tuple[str, int]] | None = None,
        left_out: str = LEFT_OUT,
        **overrides: Any,
    ) -> dict[str, Any]:
        """A table in round 1 at seat 0's act step (its charge already made), seat 0 first.

        ``actives`` are the seats' active characters; ``weapons`` the first seats' (kind,
        charge), copies numbered in order (``katana-1``, ``katana-2``...), the other seats
        holding ``ARMS`` empty. Each Loge is the last character of the cast that is not the
        seat's active one (``loges`` overrides); each hand is the rest of the cast but the
        graveyard (``graves``). The centre is the first card left of three weapon kinds
        (``centre`` overrides), the pile the others, its top last."""
        seats = len(actives)
        state = new_state(seats, 16, left_out, Rng("scenario"))
        cast = state["cast"]
        arms = [*(weapons or []), *[(ARMS[s], 0) for s in range(len(weapons or []), seats)]]
        held = Table.cards([name for name, _ in arms])
        charges = [charge for _, charge in arms]
        loges = overrides.pop("loges", [[c for c in cast if c != a][-1] for a in actives])
        graves = overrides.pop("graves", [[] for _ in actives])
        hands = [
            sorted(set(cast) - {active, loge, *grave})
            for active, loge, grave in zip(actives, loges, graves, strict=True)
        ]
        rest = [card for card in WEAPON_IDS if card not in held]
        centre = overrides.pop("centre", Table.one_of_each(rest)[:3])
        state.update(
            step="act",
            round=1,
            first=0,
            current=0,
            actives=list(actives),
            loges=list(loges),
            graves=[list(grave) for grave in graves],
            hands=hands,
            centre=list(centre),
            weapons=[{"card": card, "charge": n} for card, n in zip(held, charges, strict=True)],
            pile=[card for card in rest if card not in centre],
        )
        state.update(overrides)
        return state

    @staticmethod
    def cards(kinds: list[str]) -> list[str]:
        """Weapon card ids for these kinds, each kind's copies numbered from 1."""
        found: list[str] = []
        for name in kinds:
            found.append(f"{name}-{sum(kind(other) == name for other in found) + 1}")
        return found

    @staticmethod
    def one_of_each(cards: list[str]) -> list[str]:
        """The first card of each weapon kind among ``cards``."""
        found: list[str] = []
        for card in cards:
            if kind(card) not in {kind(other) for other in found}:
                found.append(card)
        return found

    @staticmethod
    def match(
        actives: list[str],
        weapons: list[tuple[str, int]] | None = None,
        seed: int = 1,
        options: dict[str, Any] | None = None,
        **kw: Any,
    ) -> Match:
        """``state``'s table as a match at version 1, under the default ``options``."""
        state = Table.state(actives, weapons, **kw)
        return Table.as_match(GAME, state, {"target": state["target"], **(options or {})}, seed)

    @staticmethod
    def reseeded(match: Match, seed: int) -> Match:
        """The same table and version under another seed: another draw of the dice and the
        random cards."""
        return Match(GAME, match.seats, match.options, seed, match.version, match.state)

    @staticmethod
    def kinds(match: Match, seat: int) -> set[str]:
        """The types of ``seat``'s legal actions."""
        return {action["type"] for action in Table.legal(match, seat)}

    @staticmethod
    def held(match: Match) -> list[tuple[int, str]]:
        """(seat, prompt) of every open decision."""
        return [(d.seat, d.prompt) for d in engine.decisions(match)]

    @staticmethod
    def announce(
        match: Match,
        seat: int,
        character: str,
        denounce: tuple[int, ...] = (),
        target: int | None = None,
    ) -> tuple[Match, Events]:
        """``seat`` announces ``character``; the seats in ``denounce`` denounce it, the others
        pass (clockwise from the announcer); then ``target`` aims the power if it is asked."""
        match, events = Table.act(match, seat, {"type": "announce", "character": character})
        for other in [(seat + step) % match.seats for step in range(1, match.seats)]:
            answer = "denounce" if other in denounce else "pass"
            match, more = Table.act(match, other, {"type": answer})
            events += more
        if target is not None and (seat, "power") in Table.held(match):
            match, more = Table.act(match, seat, {"type": "power", "target": target})
            events += more
        return match, events

    @staticmethod
    def replace(match: Match) -> tuple[Match, Events]:
        """Every owed new active character (or free change) takes the first card in hand."""
        events: Events = []
        while (held := engine.decisions(match)) and held[0].prompt in ("replace", "rechoose"):
            seat = held[0].seat
            assert seat is not None
            match, more = Table.act(match, seat, Table.legal(match, seat)[0])
            events += more
        return match, events

    @staticmethod
    def seeded(
        match: Match,
        play: Callable[[Match], tuple[Match, Events]],
        wanted: Callable[[Events], bool],
        seeds: int = 400,
    ) -> tuple[Match, Events]:
        """``play`` on the first reseeding of ``match`` whose events are ``wanted`` (the dice
        faces or the random card a test needs)."""
        for seed in range(seeds):
            played, events = play(Table.reseeded(match, seed))
            if wanted(events):
                return played, events
        raise AssertionError("no seed gives the wanted draw")

    @staticmethod
    def roll(match: Match, seat: int, faces: list[str]) -> tuple[Match, Events]:
        """``seat`` goes to the armoury, under a seed whose dice show ``faces``."""
        return Table.seeded(
            match,
            lambda m: Table.act(m, seat, {"type": "armoury"}),
            lambda events: Table.of_type(events, "armoury")[0]["dice"] == faces,
        )

    @staticmethod
    def kills(events: Events) -> list[tuple[int, str, int, int]]:
        """(victim, from_zone, killer, points) of every kill."""
        found = Table.of_type(events, "killed")
        return [(e["target"], e["from_zone"], e["seat"], e["points"]) for e in found]


@pytest.fixture
def t() -> type[Table]:
    """The scenario helpers."""
    return Table
