"""Scenario tests: each starts from a hand-built table and names the section of the rulebook
(/work/shared/rules/revenge-of-the-b-movie.txt) or the ruling of RULINGS.md it checks."""

from __future__ import annotations

import pytest

from service.engine import match as engine
from service.engine.errors import IllegalAction, InvalidOptions
from service.games.revenge_of_the_b_movie.deck import CARD_IDS, first_letter
from service.games.revenge_of_the_b_movie.film import cult, is_legal

GAME = "revenge-of-the-b-movie"
# Five cards, cult 11 (3 + 2 + 2 + 2 + 2): a d6 always sells it.
SURE = (
    "revenge-of-the=introduction radioactive-1=make-up radioactive-2=make-up "
    "crab-people-1=monster from-the-black-lagoon-1=finale"
)
WORTHLESS = "slimy=make-up ooze=monster"  # cult 0: it can never sell
FILLER = ["hairy", "toxic", "headless", "mutated", "bloodthirsty", "man-eating"]


def _finish_round(t, match, keep: str = "first"):
    """Every seat, from the current one, plays its last card (a discard) and ends its turn;
    then, at each keep decision, keeps its first film (``keep="first"``) or none."""
    events, round_ = [], match.state["round"]
    while match.state["round"] == round_ and match.state["step"] != "over":
        seat, step = match.state["current"], match.state["step"]
        if step == "act":
            action = {"type": "discard", "card": match.state["hands"][seat][0]}
        elif step == "wrap":
            action = {"type": "end_turn"}
        else:
            choices = [a["film"] for a in t.legal(match, seat)]
            action = {"type": "keep", "film": choices[0] if keep == "first" else ""}
        match, more = t.act(match, seat, action)
        events += more
    return match, events


# --- Setup ---------------------------------------------------------------------------------


def test_the_lowest_first_letter_deals_first_and_tied_players_are_dealt_again():
    """Setup: one card to each player; the lowest first letter is the first dealer. Ties:
    the tied players are dealt another card each, until one is lowest (RULINGS B2)."""
    tied_rounds = 0
    for seed in range(60):
        match, events = engine.start(GAME, 4, {}, seed)
        (found,) = [e for e in events if e["type"] == "first_dealer"]
        contenders = [0, 1, 2, 3]
        for reveal in found["reveals"]:
            assert [r["seat"] for r in reveal] == contenders
            lowest = min(first_letter(r["card"]) for r in reveal)
            contenders = [r["seat"] for r in reveal if first_letter(r["card"]) == lowest]
        assert contenders == [found["dealer"]] == [match.state["dealer"]]
        tied_rounds += len(found["reveals"]) > 1
    assert tied_rounds > 0


def test_a_names_first_letter_skips_what_is_not_a_letter():
    """Setup: "the word in the middle of the card" starts with a letter; "3-D" counts as D
    and "The Musical" as T (RULINGS B2)."""
    assert first_letter("three-d-1") == "D"
    assert first_letter("the-musical") == "T"
    assert first_letter("attack-of-the-1") == "A"


def test_each_round_the_dealer_gives_five_cards_to_each_player_and_acts_first():
    """Overview of Play: at the start of each round the dealer gives 5 cards to each player;
    Creation Phase: starting with the dealer. The cards shown to find the dealer went back
    into the deck (RULINGS B2, B3)."""
    for seats in (3, 4, 5, 6):
        match, events = engine.start(GAME, seats, {}, seats)
        state = match.state
        assert [len(hand) for hand in state["hands"]] == [5] * seats
        assert len(state["deck"]) == len(CARD_IDS) - 5 * seats and state["discard"] == []
        assert state["current"] == state["dealer"] and state["step"] == "act"
        assert state["round"] == 1 and state["money"] == [0] * seats
        dealt = [e for e in events if e["type"] == "dealt"]
        assert [e["seat"] for e in dealt] == [
            (state["dealer"] + 1 + i) % seats for i in range(seats)
        ]


# --- Creation phase ------------------------------------------------------------------------


def test_players_take_one_action_at_a_time_clockwise_from_the_dealer(t):
    """Creation Phase: starting with the dealer and going clockwise, one action at a time."""
    match = t.match(
        [["hairy", "toxic"], ["slimy", "headless"], ["mutated", "one-eyed"]], dealer=2, current=2
    )
    order = []
    for _ in range(6):
        seat = match.state["current"]
        order.append(seat)
        match = t.act(match, seat, {"type": "discard", "card": match.state["hands"][seat][0]})[0]
    assert order == [2, 0, 1, 2, 0, 1]


def test_any_card_starts_a_film_as_any_of_its_types_and_only_for_oneself(t):
    """Start a new movie: "You may play any card to start a film title. You can't start a
    film title for another player." (RULINGS B10)"""
    match = t.match([["living-dead-1", "meets-1", "on-ice"], [], []])
    starts = [(a["card"], a["as"]) for a in t.legal(match, 0) if a["type"] == "start"]
    assert starts == [
        ("living-dead-1", "monster"),
        ("living-dead-1", "make-up"),
        ("meets-1", "connection"),
        ("on-ice", "finale"),
    ]
    match, events = t.act(match, 0, {"type": "start", "card": "meets-1", "as": "connection"})
    (film,) = match.state["films"]
    assert film["owner"] == 0 and t.cards(match) == "meets-1=connection"
    assert t.of_type(events, "started") == [
        {"type": "started", "seat": 0, "film": "f1", "card": "meets-1", "as": "connection"}
    ]


def test_at_most_two_film_titles_in_front_of_a_player_wrapped_ones_included(t):
    """Start a new movie: each player may only have 2 film titles in front of them at any
    one time (RULINGS B10)."""
    films = [t.film(0, "mummy-1=monster", wrapped=True), t.film(0, "killer-1=make-up")]
    match = t.match([["hairy"], [], []], films)
    assert not [a for a in t.legal(match, 0) if a["type"] == "start"]
    with pytest.raises(IllegalAction, match="two film titles"):
        t.act(match, 0, {"type": "start", "card": "hairy", "as": "make-up"})


def test_cards_go_into_any_unwrapped_film_never_a_wrapped_one(t):
    """Add to an existing movie: one of their own or one belonging to another player; Wrapping:
    no one may now play cards into the film title, including the owner."""
    films = [
        t.film(0, "killer-1=make-up"),
        t.film(1, "toxic=make-up"),
        t.film(1, "mummy-1=monster", wrapped=True),
    ]
    match = t.match([["hairy"], [], []], films)
    assert {a["film"] for a in t.legal(match, 0) if a["type"] == "add"} == {"f1", "f2"}
    with pytest.raises(IllegalAction, match="no unwrapped film 'f3'"):
        t.add(match, 0, "hairy", "make-up", 0, film="f3")


def test_a_discard_goes_face_up_and_passes_play(t):
    """Discard a Card: discard a card and pass play to the next person (RULINGS B11, B17)."""
    match = t.match([["hairy", "toxic"], ["slimy"], ["mutated"]])
    match, events = t.act(match, 0, {"type": "discard", "card": "hairy"})
    assert match.state["discard"] == ["hairy"] and match.state["current"] == 1
    assert t.of_type(events, "discarded") == [{"type": "discarded", "seat": 0, "card": "hairy"}]
    assert engine.view(match, 2)["table"]["discard"] == ["hairy"]


# --- Card types ----------------------------------------------------------------------------


def test_a_connection_one_a_film_never_with_an_introduction(t):
    """Connection: a film title may only have 1 connection card in it. Connections may not be
    played into films with Introductions (RULINGS B9)."""
    films = [
        t.film(1, "killer-1=make-up mummy-1=monster"),
        t.film(1, "attack-of-the-1=introduction crab-people-1=monster"),
        t.film(2, "yeti=monster versus-1=connection"),
    ]
    match = t.match([["meets-1", "attack-of-the-2"], [], []], films)
    assert t.spots(match, 0, "meets-1", "f1") == [
        ("connection", 0),
        ("connection", 1),
        ("connection", 2),
    ]
    assert t.spots(match, 0, "meets-1", "f2") == []
    assert t.spots(match, 0, "meets-1", "f3") == []


def test_an_introduction_one_a_film_at_the_start_never_with_a_connection(t):
    """Introduction: only 1 introduction card, never into films with connections, always
    placed at the start of titles."""
    films = [
        t.film(1, "killer-1=make-up mummy-1=monster"),
        t.film(1, "attack-of-the-1=introduction crab-people-1=monster"),
        t.film(2, "yeti=monster versus-1=connection"),
    ]
    match = t.match([["night-of-the-1"], [], []], films)
    assert t.spots(match, 0, "night-of-the-1", "f1") == [("introduction", 0)]
    assert t.spots(match, 0, "night-of-the-1", "f2") == []
    assert t.spots(match, 0, "night-of-the-1", "f3") == []


def test_a_connection_splits_the_title_and_a_finale_may_end_either_side(t):
    """Finale: normally only 1, always at the end; with a connection there may be a finale on
    either side of it, placed at the end of each side."""
    films = [
        t.film(1, "mummy-1=monster on-ice=finale"),
        t.film(1, "yeti=monster meets-1=connection crab-people-1=monster"),
        t.film(2, "gorilla=monster on-spring-break=finale meets-2=connection mole-men=monster"),
    ]
    match = t.match([["from-planet-z"], [], []], films)
    assert t.spots(match, 0, "from-planet-z", "f1") == []
    assert t.spots(match, 0, "from-planet-z", "f2") == [("finale", 1), ("finale", 3)]
    assert t.spots(match, 0, "from-planet-z", "f3") == [("finale", 4)]


def test_make_up_and_special_fx_go_before_the_monster_any_number_of_them(t):
    """Make-up: any number, placed before any monster. Special FX: any number, before the
    monster card. With a Connection, before the Monster of their side (RULINGS B5)."""
    films = [
        t.film(1, "attack-of-the-1=introduction hairy=make-up mummy-1=monster on-ice=finale"),
        t.film(1, "yeti=monster meets-1=connection crab-people-1=monster"),
    ]
    match = t.match([["toxic", "flying"], [], []], films)
    assert t.spots(match, 0, "toxic", "f1") == [("make-up", 2)]
    assert t.spots(match, 0, "flying", "f1") == [("special-fx", 2)]
    assert t.spots(match, 0, "toxic", "f2") == [("make-up", 0), ("make-up", 2)]
    match = t.add(match, 0, "toxic", "make-up", 2)
    assert t.cards(match) == (
        "attack-of-the-1=introduction hairy=make-up toxic=make-up mummy-1=monster on-ice=finale"
    )


def test_a_monster_goes_anywhere_before_the_finale_one_a_side(t):
    """Monster: one card designated as the monster, anywhere in the film; with a connection,
    a monster either side of it."""
    films = [
        t.film(1, "killer-1=make-up on-ice=finale"),
        t.film(1, "killer-2=make-up meets-1=connection hairy=make-up"),
    ]
    match = t.match([["gorilla"], [], []], films)
    assert t.spots(match, 0, "gorilla", "f1") == [("monster", 1)]
    assert t.spots(match, 0, "gorilla", "f2") == [("monster", 1), ("monster", 3)]


def test_a_monster_played_where_there_is_one_replaces_it(t):
    """Card Types, the example: Cath can make Living Dead a Monster, "replacing the Monster in
    the film she is playing it into", or a Make-up, augmenting it. The replaced Monster goes
    to the discard pile (RULINGS B7)."""
    films = [t.film(1, "killer-1=make-up mummy-1=monster on-ice=finale")]
    match = t.match([["living-dead-1"], [], []], films)
    assert t.spots(match, 0, "living-dead-1") == [("monster", 1), ("make-up", 1)]
    replaced, events = t.act(
        match, 0, {"type": "add", "card": "living-dead-1", "film": "f1", "as": "monster", "at": 1}
    )
    assert t.cards(replaced) == "killer-1=make-up living-dead-1=monster on-ice=finale"
    assert replaced.state["discard"] == ["mummy-1"]
    assert t.of_type(events, "added")[0]["replaced"] == "mummy-1"
    augmented = t.add(match, 0, "living-dead-1", "make-up", 1)
    assert t.cards(augmented) == (
        "killer-1=make-up living-dead-1=make-up mummy-1=monster on-ice=finale"
    )


def test_the_musical_may_end_a_title_that_already_has_a_finale(t):
    """Special Case: "The Musical" (Special FX/Finale) can be played at the end of a film
    title that already has a finale; no other Finale may follow it (RULINGS B8)."""
    films = [t.film(1, "mummy-1=monster on-ice=finale"), t.film(2, "yeti=monster")]
    match = t.match([["the-musical", "from-planet-z"], [], []], films)
    assert t.spots(match, 0, "the-musical", "f1") == [("special-fx", 0), ("finale", 2)]
    match = t.add(match, 0, "the-musical", "finale", 2)
    assert t.cards(match) == "mummy-1=monster on-ice=finale the-musical=finale"
    after = t.match([["from-planet-z"], [], []], [t.film(1, "mummy-1=monster the-musical=finale")])
    assert t.spots(after, 0, "from-planet-z") == []


# --- Cult value and edits ------------------------------------------------------------------


def test_the_cult_value_is_the_sum_of_the_cards(t):
    """Cult Value: positive values add to the cult value and negative values take away."""
    assert cult(t.title("attack-of-the-1=introduction killer-1=make-up gorilla=monster")) == 4
    assert cult(t.title("smell-o-rama=special-fx gorilla=monster")) == -1


def test_a_plus_one_edit_counts_when_another_card_has_the_title(t):
    """+1 edits: Swamp Beast/Muddy gains a point of cult in the same title as From the Black
    Lagoon."""
    assert cult(t.title("swamp-beast-1=monster")) == 1
    assert cult(t.title("swamp-beast-1=monster from-the-black-lagoon-1=finale")) == 2 + 2
    muddy = "swamp-beast-1=make-up gorilla=monster from-the-black-lagoon-1=finale"
    assert cult(t.title(muddy)) == 1 + 1 + 1 + 2


def test_a_plus_one_edit_by_type_counts_the_type_another_card_takes(t):
    """+1 edits by type: another card in the same film has the correct type; a multi-type
    card has the type it was played as, and the card itself does not count (RULINGS B12)."""
    assert cult(t.title("fifty-foot-1=special-fx living-dead-1=make-up gorilla=monster")) == 4
    assert cult(t.title("fifty-foot-1=special-fx living-dead-1=monster")) == 2
    assert cult(t.title("three-d-1=special-fx gorilla=monster")) == 2
    assert cult(t.title("three-d-1=special-fx three-d-2=special-fx gorilla=monster")) == 5


def test_an_edit_counts_once_however_many_cards_match(t):
    """+1 edits add +1 (one point), not one per matching card (RULINGS B12)."""
    title = "fifty-foot-1=special-fx hairy=make-up toxic=make-up gorilla=monster"
    assert cult(t.title(title)) == 2 + 1 + 1 + 1


def test_a_flip_edit_turns_the_card_positive(t):
    """+ edits: Tomato(es)/Tomatoey flips from -1 to +1 in the same title as Killer."""
    assert cult(t.title("tomatoes-1=monster")) == -1
    assert cult(t.title("killer-1=make-up tomatoes-1=monster")) == 1 + 1
    assert cult(t.title("hairy=make-up clowns=monster")) == 1 + 1  # + (Make-up), by type


def test_a_title_edit_matches_the_name_the_card_shows(t):
    """Edits by card title: a card with a name per type (Chrome Robot/Bionic) has the title
    of the type it takes (RULINGS B12)."""
    assert cult(t.title("laser-eyed=special-fx chrome-robot=monster")) == 2 + 1
    assert cult(t.title("laser-eyed=special-fx chrome-robot=make-up gorilla=monster")) == 3


# --- Wrapping and legality -----------------------------------------------------------------


def test_a_film_is_legal_with_a_monster_and_with_one_each_side_of_a_connection(t):
    """Wrapping & Legality: legal once it has a card designated as the monster; with a
    connection, a monster on either side."""
    assert not is_legal(t.title("killer-1=make-up on-ice=finale"))
    assert is_legal(t.title("killer-1=make-up gorilla=monster"))
    assert not is_legal(t.title("living-dead-1=make-up"))
    assert not is_legal(t.title("gorilla=monster meets-1=connection hairy=make-up"))
    assert is_legal(t.title("gorilla=monster meets-1=connection yeti=monster"))


def test_after_an_action_a_player_may_wrap_one_legal_film_of_its_own(t):
    """Wrapping: after taking an action a player may wrap any 1 of their film titles, only if
    it is legal; then no one may play cards into it (RULINGS B11)."""
    films = [t.film(0, "gorilla=monster"), t.film(0, "killer-1=make-up"), t.film(1, "yeti=monster")]
    match = t.match([["hairy", "toxic"], ["mutated"], ["slimy"]], films)
    match = t.add(match, 0, "hairy", "make-up", 1, film="f2")
    assert match.state["step"] == "wrap" and match.state["current"] == 0
    assert t.legal(match, 0) == [{"type": "wrap", "film": "f1"}, {"type": "end_turn"}]
    match, events = t.act(match, 0, {"type": "wrap", "film": "f1"})
    assert match.state["films"][0]["wrapped"] and match.state["current"] == 1
    assert t.of_type(events, "wrapped") == [
        {
            "type": "wrapped",
            "seat": 0,
            "film": "f1",
            "auto": False,
            "title": t.title("gorilla=monster"),
        }
    ]
    with pytest.raises(IllegalAction):
        t.act(match, 1, {"type": "wrap", "film": "f3"})  # not in its wrap step


def test_the_wrap_step_is_skipped_when_there_is_nothing_to_wrap_or_rearrange(t):
    """Wrapping: a film may only be wrapped if it is legal; with none, the turn just ends."""
    match = t.match([["hairy", "toxic"], ["mutated"], ["slimy"]], [t.film(0, "killer-1=make-up")])
    match = t.add(match, 0, "hairy", "make-up", 1)
    assert match.state["current"] == 1 and match.state["step"] == "act"


def test_a_film_wraps_by_itself_at_seven_cards_whoever_plays_the_seventh(t):
    """Wrapping: when a film title hits 7 cards in length it wraps automatically."""
    six = (
        "hairy=make-up toxic=make-up headless=make-up mutated=make-up gorilla=monster on-ice=finale"
    )
    match = t.match([["flying"], ["slimy"], ["one-eyed"]], [t.film(1, six)])
    match, events = t.act(
        match, 0, {"type": "add", "card": "flying", "film": "f1", "as": "special-fx", "at": 4}
    )
    assert match.state["films"][0]["wrapped"] and len(match.state["films"][0]["cards"]) == 7
    assert t.of_type(events, "wrapped") == [
        {
            "type": "wrapped",
            "seat": 1,
            "film": "f1",
            "auto": True,
            "title": match.state["films"][0]["cards"],
        }
    ]


def test_a_seventh_card_that_leaves_the_film_illegal_cannot_be_played(t):
    """Wrapping: if playing a card would make the title 7 cards long but not legal, that card
    cannot be played; a Monster replacing one keeps the length."""
    no_monster = "hairy=make-up toxic=make-up headless=make-up mutated=make-up slimy=make-up"
    six = (
        "killer-1=make-up killer-2=make-up radioactive-1=make-up radioactive-2=make-up "
        "bloodthirsty=make-up gorilla=monster"
    )
    films = [t.film(1, no_monster + " on-ice=finale"), t.film(1, six)]
    match = t.match([["flying", "yeti", "living-dead-1"], [], []], films)
    assert t.spots(match, 0, "flying", "f1") == []
    assert t.spots(match, 0, "yeti", "f1") == [("monster", 5)]
    assert t.spots(match, 0, "living-dead-1", "f1") == [("monster", 5)]
    assert ("monster", 5) in t.spots(match, 0, "yeti", "f2")  # replaces: still six cards
    assert t.spots(match, 0, "flying", "f2") == [("special-fx", 5)]  # legal at seven


# --- Rearranging ---------------------------------------------------------------------------


def test_a_player_rearranges_one_of_its_own_unwrapped_films_once_a_turn(t):
    """Rearranging: a player may rearrange the cards in one of their own movies during their
    turn, if it has not been wrapped; cards with more than one type may take either
    (RULINGS B6)."""
    films = [
        t.film(0, "living-dead-1=make-up swamp-beast-1=monster"),
        t.film(0, "living-dead-2=monster", wrapped=True),
        t.film(1, "chrome-robot=monster"),
    ]
    match = t.match([["hairy", "toxic"], ["slimy"], ["mutated"]], films)
    layouts = [(a["film"], a["layout"]) for a in t.legal(match, 0) if a["type"] == "rearrange"]
    assert layouts == [
        ("f1", ["swamp-beast-1=make-up", "living-dead-1=monster"]),
        ("f1", ["living-dead-1=make-up", "swamp-beast-1=make-up"]),
    ]
    match, events = t.act(
        match,
        0,
        {
            "type": "rearrange",
            "film": "f1",
            "layout": ["swamp-beast-1=make-up", "living-dead-1=monster"],
        },
    )
    assert t.cards(match) == "swamp-beast-1=make-up living-dead-1=monster"
    assert match.state["step"] == "act" and match.state["rearranged"]
    assert not [a for a in t.legal(match, 0) if a["type"] == "rearrange"]
    assert t.of_type(events, "rearranged")[0]["title"] == t.title(t.cards(match))
    match = t.act(match, 0, {"type": "discard", "card": "hairy"})[0]
    assert match.state["step"] == "wrap"  # f1 is legal
    assert not [a for a in t.legal(match, 0) if a["type"] == "rearrange"]


def test_a_rearrangement_moves_cards_across_the_connection_and_may_follow_the_action(t):
    """Rearranging: the cards of a film with a Connection may change sides; a player may
    rearrange after its action, before wrapping, to make a film legal (RULINGS B6)."""
    title = "gorilla=monster yeti=monster meets-1=connection"
    film = t.film(0, "gorilla=monster meets-1=connection")
    match = t.match([["hairy", "yeti"], ["slimy"], ["mutated"]], [film])
    match = t.add(match, 0, "yeti", "monster", 2)
    assert match.state["step"] == "wrap" and t.legal(match, 0)[0] == {"type": "wrap", "film": "f1"}
    assert t.cards(match) == "gorilla=monster meets-1=connection yeti=monster"
    layouts = [a["layout"] for a in t.legal(match, 0) if a["type"] == "rearrange"]
    assert ["yeti=monster", "meets-1=connection", "gorilla=monster"] in layouts
    assert title.split() not in layouts  # two Monsters on one side is no title
    match = t.act(
        match,
        0,
        {
            "type": "rearrange",
            "film": "f1",
            "layout": ["yeti=monster", "meets-1=connection", "gorilla=monster"],
        },
    )[0]
    assert match.state["step"] == "wrap" and t.legal(match, 0) == [
        {"type": "wrap", "film": "f1"},
        {"type": "end_turn"},
    ]


def test_a_rearrangement_not_listed_is_refused(t):
    """Rearranging keeps every placement rule: a layout breaking one is refused (RULINGS B6)."""
    match = t.match([["hairy"], [], []], [t.film(0, "gorilla=monster on-ice=finale")])
    with pytest.raises(IllegalAction):
        t.act(
            match,
            0,
            {"type": "rearrange", "film": "f1", "layout": ["on-ice=finale", "gorilla=monster"]},
        )


# --- Selling, trashing, rounds -------------------------------------------------------------


def test_selling_begins_once_every_hand_is_empty_from_the_dealer(t):
    """Selling: once everyone has no more cards in their hand, each person, starting with the
    dealer, tries to sell any film they have wrapped (RULINGS B13)."""
    films = [
        t.film(0, SURE, wrapped=True),
        t.film(1, WORTHLESS, wrapped=True),
        t.film(2, "gorilla=monster on-ice=finale", wrapped=True),
    ]
    match = t.match([["hairy"], ["toxic"], ["headless"]], films, dealer=1, current=1)
    match, events = _finish_round(t, match)
    sales = t.of_type(events, "sale")
    assert [(s["seat"], s["film"]) for s in sales] == [(1, "f2"), (2, "f3"), (0, "f1")]
    assert all(s["sold"] == (s["roll"] <= s["cult"]) for s in sales)
    assert sales[0]["sold"] is False and sales[2]["sold"] is True
    assert t.of_type(events, "trashed") == []  # each kept its first film


def test_a_sale_pays_per_point_of_cult_by_the_films_length(t):
    """Selling: $1,000,000 per point of cult for 5 or fewer cards, $2,000,000 for 6,
    $3,000,000 for 7; a sold film is discarded."""
    six = (
        "night-of-the-1=introduction killer-1=make-up headless=make-up mutated=make-up "
        "crab-people-2=monster from-the-boneyard=finale"
    )  # cult 9
    seven = (
        "attack-of-the-1=introduction killer-2=make-up hairy=make-up bloodthirsty=make-up "
        "man-eating=make-up yeti=monster from-planet-z=finale"
    )  # cult 10
    films = [
        t.film(0, SURE, wrapped=True),
        t.film(1, six, wrapped=True),
        t.film(2, seven, wrapped=True),
    ]
    match = t.match([["slimy"], ["one-eyed"], ["toxic"]], films, target=99)
    match, events = _finish_round(t, match)
    paid = {s["seat"]: (s["cult"], s["count"], s["paid"]) for s in t.of_type(events, "sale")}
    assert paid == {0: (11, 5, 11), 1: (9, 6, 18), 2: (10, 7, 30)}
    assert match.state["money"] == [11, 18, 30] and match.state["films"] == []
    assert {e["card"] for f in (SURE, six, seven) for e in t.title(f)} <= set(
        match.state["discard"]
    )


def test_a_player_may_trash_an_unsold_film_or_keep_it_and_it_is_offered_again(t):
    """Selling: if the film doesn't sell the player may keep it or trash it; Trashing: he may
    decide after rolling for all his film titles. A kept film stays wrapped (RULINGS B14)."""
    films = [t.film(1, WORTHLESS, wrapped=True)]
    match = t.match([["hairy"], ["toxic"], ["headless"]], films)
    match, _ = _finish_round(t, match)
    assert match.state["round"] == 2 and match.state["films"][0]["wrapped"]
    assert not match.state["films"][0].get("unsold")
    kept_match = t.match([["hairy"], ["toxic"], ["headless"]], [t.film(1, WORTHLESS, wrapped=True)])
    for _ in range(3):
        seat = kept_match.state["current"]
        kept_match = t.act(
            kept_match, seat, {"type": "discard", "card": kept_match.state["hands"][seat][0]}
        )[0]
    assert kept_match.state["step"] == "keep" and kept_match.state["current"] == 1
    assert t.legal(kept_match, 1) == [{"type": "keep", "film": "f1"}, {"type": "keep", "film": ""}]
    trashed, events = t.act(kept_match, 1, {"type": "keep", "film": ""})
    assert trashed.state["films"] == [] and "ooze" in trashed.state["discard"]
    assert t.of_type(events, "trashed") == [
        {
            "type": "trashed",
            "seat": 1,
            "film": "f1",
            "cards": ["slimy", "ooze"],
            "title": t.title(WORTHLESS),
        }
    ]


def test_a_film_of_cult_zero_or_less_may_be_trashed_even_unwrapped(t):
    """Trashing: a player may trash any film that doesn't sell or has a cult value of 0 or
    less; an unwrapped film of positive cult is carried to the next round (RULINGS B14)."""
    films = [t.film(0, "smell-o-rama=special-fx"), t.film(1, "gorilla=monster")]
    match = t.match([["hairy"], ["toxic"], ["headless"]], films)
    for _ in range(3):
        seat = match.state["current"]
        match = t.act(match, seat, {"type": "discard", "card": match.state["hands"][seat][0]})[0]
        if match.state["step"] == "wrap":
            match = t.act(match, seat, {"type": "end_turn"})[0]
    assert match.state["step"] == "keep" and match.state["current"] == 0
    assert [a["film"] for a in t.legal(match, 0)] == ["f1", ""]
    match = t.act(match, 0, {"type": "keep", "film": ""})[0]
    assert [f["id"] for f in match.state["films"]] == ["f2"]  # seat 1 had no choice: kept
    assert match.state["round"] == 2


def test_a_player_keeps_one_film_at_most_and_must_trash_one_of_two(t):
    """Trashing: a player may only keep one film title from round to round; they must trash
    one film if they have two at the end of the selling phase (RULINGS B14)."""
    films = [t.film(0, "gorilla=monster"), t.film(0, "yeti=monster killer-1=make-up")]
    films[1]["cards"].reverse()
    match = t.match([["hairy"], ["toxic"], ["headless"]], films)
    for _ in range(3):
        seat = match.state["current"]
        match = t.act(match, seat, {"type": "discard", "card": match.state["hands"][seat][0]})[0]
        if match.state["step"] == "wrap":
            match = t.act(match, seat, {"type": "end_turn"})[0]
    assert match.state["step"] == "keep"
    assert t.legal(match, 0) == [{"type": "keep", "film": "f1"}, {"type": "keep", "film": "f2"}]
    with pytest.raises(IllegalAction, match="keep one of"):
        t.act(match, 0, {"type": "keep", "film": ""})  # neither may go but the forced one
    match = t.act(match, 0, {"type": "keep", "film": "f2"})[0]
    assert [f["id"] for f in match.state["films"]] == ["f2"]
    assert {"gorilla"} <= set(match.state["discard"])


def test_the_dealer_passes_left_and_the_next_round_deals_five_each(t):
    """Round Progression: after the selling phase the role of dealer passes to the left of
    the current dealer and a new round begins (RULINGS B4)."""
    match = t.match([["hairy"], ["toxic"], ["headless"]], dealer=2, current=2)
    match, events = _finish_round(t, match)
    state = match.state
    assert state["round"] == 2 and state["dealer"] == 0 and state["current"] == 0
    assert [len(hand) for hand in state["hands"]] == [5, 5, 5]
    assert t.of_type(events, "round") == [{"type": "round", "round": 2, "dealer": 0}]


def test_an_empty_deck_is_replaced_by_the_discard_pile_shuffled(t):
    """Deck Cycling: when you run out of cards to deal, shuffle the discard pile and put it
    face down to replace the deck."""
    rest = [c for c in CARD_IDS if c not in ("hairy", "toxic", "headless")]
    match = t.match([["hairy"], ["toxic"], ["headless"]], discard=rest[:-4])
    assert len(match.state["deck"]) == 4
    match, events = _finish_round(t, match)
    (shuffled,) = t.of_type(events, "reshuffled")
    assert shuffled["count"] == len(rest) - 4 + 3
    assert sum(len(hand) for hand in match.state["hands"]) == 15
    assert len(match.state["deck"]) == len(CARD_IDS) - 15 and match.state["discard"] == []


# --- Winning -------------------------------------------------------------------------------


@pytest.mark.parametrize(("seats", "target"), [(3, 20), (4, 15), (5, 10), (6, 10)])
def test_the_money_target_depends_on_the_number_of_players(seats, target):
    """Winning: 3 players = $20,000,000; 4 = $15,000,000; 5 or 6 = $10,000,000."""
    match, _ = engine.start(GAME, seats, {}, 1)
    assert match.state["target"] == target == engine.view(match, None)["table"]["target"]


SIX = (
    "night-of-the-1=introduction killer-1=make-up headless=make-up mutated=make-up "
    "crab-people-2=monster from-the-boneyard=finale"
)  # cult 9, six cards: $18M, a sure sale


def test_the_first_seller_to_reach_the_target_wins_though_a_later_one_would_end_richer(t):
    """Winning: "The first player to a certain amount of money ... is the winner", and
    Selling goes "starting with the dealer": the dealer reaches $21M (target $20M) first and
    wins then; the next seller, who would have ended on $23M, never rolls (RULINGS B13)."""
    films = [t.film(1, SURE, wrapped=True), t.film(2, SIX, wrapped=True)]
    match = t.match(
        [["hairy"], ["toxic"], ["one-eyed"]], films, dealer=1, current=1, money=[0, 10, 5]
    )
    assert match.state["winner"] == "first"
    match, events = _finish_round(t, match)
    assert [(s["seat"], s["sold"]) for s in t.of_type(events, "sale")] == [(1, True)]
    assert match.state["money"] == [0, 21, 5]
    assert match.game.outcome(match.state) == {
        "winners": [1],
        "losers": [2, 0],
        "ranking": [1, 2, 0],
        "reason": "target",
        "money": [0, 21, 5],
    }
    assert t.of_type(events, "game_over") == [
        {"type": "game_over", "winners": [1], "reason": "target", "winner": "first"}
    ]
    assert engine.decisions(match) == [] and t.of_type(events, "trashed") == []


def test_the_first_seller_wins_at_the_sale_that_reaches_the_target(t):
    """Winning: the first player to the target wins at that moment: a seat whose first film
    reaches it does not roll for its second, and no later seat rolls (RULINGS B13)."""
    films = [
        t.film(1, SURE, wrapped=True),
        t.film(1, "gorilla=monster on-ice=finale", wrapped=True),
        t.film(2, SIX, wrapped=True),
    ]
    match = t.match(
        [["hairy"], ["toxic"], ["one-eyed"]], films, dealer=1, current=1, money=[0, 9, 19]
    )
    match, events = _finish_round(t, match)
    assert [(s["seat"], s["film"]) for s in t.of_type(events, "sale")] == [(1, "f1")]
    assert match.game.outcome(match.state)["winners"] == [1]
    assert [f["id"] for f in match.state["films"]] == ["f2", "f3"]


def test_the_winner_option_names_the_rule_at_the_target():
    """Winning: the printed rule (``first``) is the default; ``richest`` is a named variant,
    any other value a refused option (RULINGS B13)."""
    match, _ = engine.start(GAME, 4, {}, 1)
    assert match.options["winner"] == "first" == engine.view(match, None)["table"]["winner"]
    variant, _ = engine.start(GAME, 4, {"winner": "richest"}, 1)
    assert variant.state["winner"] == "richest" == engine.view(variant, 2)["table"]["winner"]
    with pytest.raises(InvalidOptions, match="winner"):
        engine.start(GAME, 4, {"winner": "last"}, 1)


def test_the_richest_variant_plays_the_phase_out_and_the_richest_at_the_target_wins(t):
    """The ``richest`` variant of Winning: two may reach the target in one selling phase:
    every seat still rolls, and the richest of those at or over the target win, every tied
    one (RULINGS B13)."""
    films = [t.film(1, SURE, wrapped=True), t.film(2, SIX, wrapped=True)]
    hands = [["hairy"], ["toxic"], ["one-eyed"]]
    match = t.match(hands, films, dealer=1, current=1, money=[0, 10, 5], winner="richest")
    match, events = _finish_round(t, match)
    assert [s["seat"] for s in t.of_type(events, "sale")] == [1, 2]
    assert match.state["money"] == [0, 21, 23]
    outcome = match.game.outcome(match.state)
    assert outcome == {
        "winners": [2],
        "losers": [1, 0],
        "ranking": [2, 1, 0],
        "reason": "target",
        "money": [0, 21, 23],
    }
    assert t.of_type(events, "game_over")[0]["winner"] == "richest"
    assert engine.decisions(match) == []
    tied = t.match(hands, films, dealer=1, current=1, money=[0, 12, 5], winner="richest")
    tied, _ = _finish_round(t, tied)
    assert tied.game.outcome(tied.state)["winners"] == [1, 2]  # $23M each


def test_under_the_richest_variant_nobody_is_asked_to_keep_or_trash_once_it_is_reached(t):
    """Trashing matters only for the next round: under the ``richest`` variant, after a seat
    reached the target, the later seats roll for their films and the match ends with the
    phase (RULINGS B13, B14)."""
    films = [t.film(1, SURE, wrapped=True), t.film(2, WORTHLESS, wrapped=True)]
    match = t.match(
        [["hairy"], ["toxic"], ["one-eyed"]],
        films,
        dealer=1,
        current=1,
        money=[0, 10, 5],
        winner="richest",
    )
    match, events = _finish_round(t, match)
    assert [(s["seat"], s["sold"]) for s in t.of_type(events, "sale")] == [(1, True), (2, False)]
    assert match.game.outcome(match.state)["winners"] == [1]


def test_the_round_cap_ends_the_match_and_the_richest_win(t):
    """The rulebook ends only at the money target: a server caps the rounds; after the last
    round's sales the richest win, every tied one (RULINGS B15)."""
    match = t.match([["hairy"], ["toxic"], ["one-eyed"]], round=40, money=[3, 7, 7])
    match, events = _finish_round(t, match)
    outcome = match.game.outcome(match.state)
    assert outcome["winners"] == [1, 2] and outcome["reason"] == "round_cap"
    assert outcome["ranking"] == [1, 2, 0]


def test_a_resigning_seat_loses_and_the_richest_of_the_others_win(t):
    """A forfeit ends the match: the richest of the other seats win (RULINGS B16)."""
    match = t.match([["hairy"], ["toxic"], ["one-eyed"]], money=[9, 4, 6])
    match, events = engine.submit(match, 0, {"type": "resign"}, 0.0)
    outcome = match.game.outcome(match.state)
    assert outcome["winners"] == [2] and outcome["reason"] == "forfeit"
    assert outcome["ranking"] == [2, 1, 0]
