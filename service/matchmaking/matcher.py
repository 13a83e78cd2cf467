"""The matcher: which waiting tickets sit down together, a pure function of the tickets, the
time and a policy (no Redis, no clock: the worker that runs it passes ``now`` and claims what
it returns atomically, so two matchers racing cannot seat a ticket twice).

A pool is one app's tickets for one game with the same options. In it:
- the oldest ticket is served first (its *anchor*), with the tickets closest to its rating;
- two tickets may sit together when their ratings differ by no more than either one's
  *window*, which widens as a ticket waits (``Policy.window``);
- a table is made at once when it is full (the largest seat count every member accepts), or
  with fewer seats once its anchor has waited ``Policy.fill_after`` (a full table is better,
  but not worth a long wait);
- a ticket that has waited ``max_wait`` is seated with bots when it allows them
  (``bots_after_wait``), with any other waiting ticket that allows them too; else it expires.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

AUTO = "auto"  # bots_after_wait: the server strategy rated nearest the table


@dataclass(frozen=True)
class Ticket:
    """A waiting ticket: its players sit together (a party), at a table of ``seats``."""

    id: str
    players: tuple[str, ...]
    seats: tuple[int, int]  # the table sizes the party accepts, both ends included
    rating: float  # the party's mean rating in the game (the display scale)
    created: float  # seconds since the epoch
    max_wait: float  # seconds
    bots_after_wait: str | None = None  # a strategy, AUTO, or None: expire instead

    def waited(self, now: float) -> float:
        return max(0.0, now - self.created)


@dataclass(frozen=True)
class Policy:
    """How choosy the matcher is: ``window(waited)`` is ``spread`` plus ``widen`` a second,
    never more than ``widest`` (after which any two ratings sit together)."""

    spread: float = 100.0
    widen: float = 10.0
    widest: float = 1_000.0
    fill_after: float = 10.0  # seconds before a table sits with fewer seats than it could

    def window(self, waited: float) -> float:
        return min(self.widest, self.spread + self.widen * waited)


@dataclass(frozen=True)
class Table:
    """Tickets seated together: ``seats`` in all, ``bots`` of them bots of ``strategy``."""

    tickets: tuple[str, ...]
    seats: int
    bots: int = 0
    strategy: str | None = None


@dataclass(frozen=True)
class Outcome:
    tables: list[Table] = field(default_factory=list)
    expired: list[str] = field(default_factory=list)


def match(
    tickets: Iterable[Ticket],
    now: float,
    game_seats: tuple[int, int],
    policy: Policy | None = None,
    bot_ratings: Mapping[str, float] | None = None,
) -> Outcome:
    """The tables to make now from one pool's waiting ``tickets``, and the tickets that
    expire. ``game_seats`` is the game's own seat range; ``bot_ratings`` the server
    strategies' ratings, for ``AUTO``."""
    policy = policy or Policy()
    waiting = sorted(tickets, key=lambda ticket: (ticket.created, ticket.id))
    taken: set[str] = set()
    outcome = Outcome()
    for anchor in waiting:
        if anchor.id in taken:
            continue
        free = [ticket for ticket in waiting if ticket.id not in taken]
        table = _table_for(anchor, free, now, policy)
        if table is None and anchor.waited(now) >= anchor.max_wait:
            table = _with_bots(anchor, free, now, game_seats, policy, bot_ratings or {})
            if table is None:
                outcome.expired.append(anchor.id)
                taken.add(anchor.id)
                continue
        if table is not None:
            outcome.tables.append(table)
            taken.update(table.tickets)
    return outcome


def _table_for(anchor: Ticket, free: list[Ticket], now: float, policy: Policy) -> Table | None:
    """A table of people only around ``anchor``: full now, or smaller once it has waited."""
    group = _gather(anchor, free, now, policy, lambda ticket: True)
    low, high = _accepted(group)
    players = _count(group)
    if players == high or (low <= players and anchor.waited(now) >= policy.fill_after):
        return Table(tuple(ticket.id for ticket in group), players)
    return None


def _with_bots(
    anchor: Ticket,
    free: list[Ticket],
    now: float,
    game_seats: tuple[int, int],
    policy: Policy,
    bot_ratings: Mapping[str, float],
) -> Table | None:
    """``anchor``, past its wait, with the waiting tickets that allow bots too, filled with
    bots up to the least table they all accept (and the game allows)."""
    if anchor.bots_after_wait is None:
        return None
    group = _gather(anchor, free, now, policy, lambda ticket: ticket.bots_after_wait is not None)
    low, high = _accepted(group)
    seats = max(low, game_seats[0], _count(group))
    if seats > high:
        return None
    strategy = _strategy(anchor.bots_after_wait, group, bot_ratings)
    if strategy is None and seats > _count(group):
        return None
    return Table(tuple(ticket.id for ticket in group), seats, seats - _count(group), strategy)


def _gather(
    anchor: Ticket,
    free: list[Ticket],
    now: float,
    policy: Policy,
    allowed: Callable[[Ticket], bool],
) -> list[Ticket]:
    """``anchor`` and, closest rating first, every free ticket that fits: each member's
    window takes in the whole group's ratings, some table size suits them all, and no player
    would sit twice (a player may hold two tickets; a match seats a player once)."""
    group = [anchor]
    others = [ticket for ticket in free if ticket.id != anchor.id and allowed(ticket)]
    for ticket in sorted(others, key=lambda ticket: abs(ticket.rating - anchor.rating)):
        trial = [*group, ticket]
        low, high = _accepted(trial)
        fits = low <= high and _count(trial) <= high and _seated_once(trial)
        if fits and _close(trial, now, policy):
            group = trial
    return group


def _seated_once(group: list[Ticket]) -> bool:
    players = [player for ticket in group for player in ticket.players]
    return len(players) == len(set(players))


def _accepted(group: list[Ticket]) -> tuple[int, int]:
    """The table sizes every ticket of ``group`` accepts (empty when low > high)."""
    return max(ticket.seats[0] for ticket in group), min(ticket.seats[1] for ticket in group)


def _count(group: list[Ticket]) -> int:
    return sum(len(ticket.players) for ticket in group)


def _close(group: list[Ticket], now: float, policy: Policy) -> bool:
    """Every member's window covers the group's spread of ratings."""
    spread = max(ticket.rating for ticket in group) - min(ticket.rating for ticket in group)
    return all(spread <= policy.window(ticket.waited(now)) for ticket in group)


def _strategy(asked: str, group: list[Ticket], bot_ratings: Mapping[str, float]) -> str | None:
    """The bots' strategy: the one asked for, or (``AUTO``) the one rated nearest the
    group's mean rating; None when ``AUTO`` has no rated strategy to pick."""
    if asked != AUTO:
        return asked
    if not bot_ratings:
        return None
    mean = sum(ticket.rating for ticket in group) / len(group)
    return min(sorted(bot_ratings), key=lambda name: abs(bot_ratings[name] - mean))
