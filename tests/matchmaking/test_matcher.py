"""The matcher (service.matchmaking.matcher): who sits with whom, from tickets and a time."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from service.matchmaking.matcher import AUTO, Policy, Table, Ticket, match

GAME = (3, 6)  # Bad Trevor's seat range
POLICY = Policy(spread=100, widen=10, widest=1000, fill_after=10)


def ticket(
    name: str,
    rating: float = 1500,
    created: float = 0,
    seats: tuple[int, int] = (3, 6),
    players: int = 1,
    max_wait: float = 60,
    bots: str | None = None,
) -> Ticket:
    party = tuple(f"{name}{n}" for n in range(players))
    return Ticket(name, party, seats, rating, created, max_wait, bots)


def seated(outcome) -> list[set[str]]:
    return [set(table.tickets) for table in outcome.tables]


def test_a_full_table_is_made_at_once():
    tickets = [ticket(f"t{n}", seats=(3, 3)) for n in range(3)]
    outcome = match(tickets, now=0, game_seats=GAME, policy=POLICY)
    assert outcome.tables == [Table(("t0", "t1", "t2"), 3)] and outcome.expired == []


def test_a_table_short_of_full_waits_then_sits_with_the_seats_it_has():
    tickets = [ticket(f"t{n}", seats=(3, 5)) for n in range(3)]
    assert match(tickets, now=5, game_seats=GAME, policy=POLICY).tables == []
    assert match(tickets, now=10, game_seats=GAME, policy=POLICY).tables[0].seats == 3


def test_no_table_below_what_every_member_accepts():
    tickets = [ticket("a", seats=(4, 6)), ticket("b", seats=(3, 6)), ticket("c", seats=(3, 6))]
    outcome = match(tickets, now=30, game_seats=GAME, policy=POLICY)
    assert outcome.tables == [] and outcome.expired == []


def test_seat_ranges_that_do_not_meet_are_never_seated_together():
    tickets = [ticket("a", seats=(3, 3)), ticket("b", seats=(5, 6))] + [
        ticket(f"t{n}", seats=(3, 3)) for n in range(2)
    ]
    outcome = match(tickets, now=0, game_seats=GAME, policy=POLICY)
    assert seated(outcome) == [{"a", "t0", "t1"}]


def test_a_party_sits_together_and_counts_its_players():
    tickets = [ticket("party", players=2, seats=(4, 4)), ticket("a", seats=(4, 4))]
    assert match(tickets, now=0, game_seats=GAME, policy=POLICY).tables == []
    tickets.append(ticket("b", seats=(4, 4)))
    (table,) = match(tickets, now=0, game_seats=GAME, policy=POLICY).tables
    assert table.seats == 4 and set(table.tickets) == {"party", "a", "b"}


def test_a_player_with_two_tickets_never_sits_twice_at_one_table():
    """A match seats a player once (its create refuses a duplicate): such a table would be
    claimed, refused and stuck seating."""
    twice = [Ticket(f"ann{n}", ("ann",), (3, 3), 1500, n, 60) for n in range(2)]
    others = [ticket("bob", created=2, seats=(3, 3)), ticket("cy", created=3, seats=(3, 3))]
    outcome = match([*twice, *others], now=4, game_seats=GAME, policy=POLICY)
    assert seated(outcome) == [{"ann0", "bob", "cy"}]


def test_far_ratings_wait_until_their_windows_widen():
    tickets = [ticket("low", 1200, seats=(3, 3)), ticket("mid", 1300, seats=(3, 3))]
    tickets.append(ticket("high", 1600, seats=(3, 3)))
    assert match(tickets, now=0, game_seats=GAME, policy=POLICY).tables == []
    assert match(tickets, now=19, game_seats=GAME, policy=POLICY).tables == []  # 290 < 400
    assert seated(match(tickets, now=30, game_seats=GAME, policy=POLICY)) == [
        {"low", "mid", "high"}
    ]


def test_a_newcomers_narrow_window_holds_until_it_widens_too():
    """Both must accept: an old ticket's wide window does not drag in a new one far off."""
    old = [ticket("o1", 1500, seats=(3, 3)), ticket("o2", 1500, seats=(3, 3))]
    new = ticket("new", 1900, created=100, seats=(3, 3))
    assert match([*old, new], now=100, game_seats=GAME, policy=POLICY).tables == []
    assert match([*old, new], now=130, game_seats=GAME, policy=POLICY).tables != []


def test_the_closest_ratings_are_seated_with_the_oldest_ticket():
    anchor = ticket("anchor", 1500, created=0, seats=(3, 3))
    near = [ticket("n1", 1510, created=5, seats=(3, 3)), ticket("n2", 1490, created=6)]
    far = ticket("far", 1590, created=1, seats=(3, 3))
    outcome = match([anchor, far, *near], now=6, game_seats=GAME, policy=POLICY)
    assert seated(outcome) == [{"anchor", "n1", "n2"}]


def test_past_its_wait_a_ticket_without_bots_expires():
    outcome = match([ticket("alone", max_wait=30)], now=30, game_seats=GAME, policy=POLICY)
    assert outcome.tables == [] and outcome.expired == ["alone"]


def test_past_its_wait_a_ticket_with_bots_sits_with_bots_up_to_the_least_table():
    lonely = ticket("alone", seats=(4, 6), max_wait=30, bots="heuristic")
    (table,) = match([lonely], now=30, game_seats=GAME, policy=POLICY).tables
    assert table == Table(("alone",), 4, bots=3, strategy="heuristic")


def test_bots_fill_only_beside_tickets_that_allow_them():
    lonely = ticket("alone", seats=(4, 6), max_wait=30, bots="random")
    strict = ticket("strict", seats=(4, 6), created=20)
    willing = ticket("willing", seats=(4, 6), created=25, bots="heuristic")
    outcome = match([lonely, strict, willing], now=30, game_seats=GAME, policy=POLICY)
    (table,) = outcome.tables
    assert set(table.tickets) == {"alone", "willing"} and table.bots == 2
    assert outcome.expired == []  # "strict" waits on: its own wait is not over
    assert table.strategy == "random"  # the anchor's choice


def test_auto_picks_the_strategy_rated_nearest_the_table():
    ratings = {"random": 900, "heuristic": 1450, "ismcts": 1700}
    lonely = ticket("alone", rating=1500, max_wait=10, bots=AUTO)
    outcome = match([lonely], now=10, game_seats=GAME, policy=POLICY, bot_ratings=ratings)
    assert outcome.tables[0].strategy == "heuristic"
    assert match([lonely], now=10, game_seats=GAME, policy=POLICY).expired == ["alone"]


@pytest.mark.parametrize("seed", range(30))
def test_no_ticket_is_seated_twice_and_every_table_fits_its_members(seed):
    rng = random.Random(seed)
    tickets = []
    for n in range(40):
        low = rng.randint(3, 6)
        tickets.append(
            ticket(
                f"t{n}",
                rating=rng.gauss(1500, 300),
                created=rng.uniform(0, 60),
                seats=(low, rng.randint(low, 6)),
                players=rng.choice([1, 1, 1, 2]),
                max_wait=rng.choice([30, 60]),
                bots=rng.choice([None, "heuristic"]),
            )
        )
    names = [f"p{n}" for n in range(30)]  # fewer people than seats asked: some hold two
    tickets = [replace(t, players=tuple(rng.sample(names, len(t.players)))) for t in tickets]
    by_id = {t.id: t for t in tickets}
    outcome = match(tickets, now=60, game_seats=GAME, policy=POLICY)
    ids = [i for table in outcome.tables for i in table.tickets] + outcome.expired
    assert len(ids) == len(set(ids))
    for table in outcome.tables:
        members = [by_id[i] for i in table.tickets]
        people = sum(len(m.players) for m in members)
        assert len({p for m in members for p in m.players}) == people  # each player once
        assert table.seats == people + table.bots
        assert all(m.seats[0] <= table.seats <= m.seats[1] for m in members)
        assert GAME[0] <= table.seats <= GAME[1]
        assert table.bots == 0 or all(m.bots_after_wait for m in members)
    for expired in outcome.expired:
        assert by_id[expired].waited(60) >= by_id[expired].max_wait
