"""Bad Trevor rule scenarios from hand-built tables; each test names its rulebook section."""

from __future__ import annotations

import json

import pytest
from rulings_check import Rulings

from service.engine import match as engine
from service.engine.errors import IllegalAction, MatchFinished, NotYourTurn
from service.engine.registry import get_game
from service.engine.rng import Rng
from service.games.bad_trevor.deck import CARD_IDS, CARDS, KEVIN, PAIR_CARDS, TREVOR
from service.games.bad_trevor.effects import EFFECTS
from service.games.bad_trevor.kevin import SHOUT, shout_counts

GAME = "bad-trevor"


def _effect_cards(effect: str) -> list[str]:
    return [cid for cid, card in CARDS.items() if card.get("effect") == effect]


MISS_TURN, PAYBACK, DEAD_WEIGHT, SPOTLIGHT, QUAGMIRE = (
    _effect_cards(e)[0] for e in ("miss_turn", "payback", "dead_weight", "spotlight", "quagmire")
)
HAND_OFF, LOOKOUT, QUICK_STRIKE = (
    _effect_cards(e)[0] for e in ("hand_off", "lookout", "quick_strike")
)
MILK = PAIR_CARDS["milkman-morris"]
GRAN = PAIR_CARDS["grandma-gertie"]
BEA = PAIR_CARDS["barista-bea"]
WES = PAIR_CARDS["window-cleaner-wes"]
LARS = PAIR_CARDS["lost-tourist-lars"]
DOT = PAIR_CARDS["dog-walker-dot"]


# --- the deck (cards.json) ---------------------------------------------------------------


def test_deck_has_52_cards_in_the_split_of_the_rulebook():
    """How to Play: "There are 52 cards in total" (ruling: the deck is our own design)."""
    kinds = [card["kind"] for card in CARDS.values()]
    assert len(CARD_IDS) == 52
    assert {kind: kinds.count(kind) for kind in set(kinds)} == {
        "civilian": 30,
        "hero": 10,
        "villain": 10,
        "trevor": 1,
        "kevin": 1,
    }
    assert len(PAIR_CARDS) == 15 and all(len(cards) == 2 for cards in PAIR_CARDS.values())
    characters = [c for c in CARDS.values() if c["kind"] in ("hero", "villain")]
    assert len({c["name"] for c in characters}) == 20
    assert all(c["text"] and c["effect"] for c in characters)


def test_every_effect_has_a_behaviour_and_every_behaviour_a_card():
    """Villain Cards / Hero Cards: "Carry out that action" (behaviour keyed by effect id)."""
    in_deck = {card["effect"] for card in CARDS.values() if "effect" in card}
    assert in_deck == set(EFFECTS)


@pytest.mark.parametrize(
    "effect, kind, count",
    [
        ("miss_turn", "villain", 3),
        ("payback", "villain", 2),
        ("dead_weight", "villain", 2),
        ("spotlight", "villain", 2),
        ("quagmire", "villain", 1),
        ("hand_off", "hero", 4),
        ("lookout", "hero", 3),
        ("quick_strike", "hero", 3),
    ],
)
def test_effect_counts_and_colours(effect, kind, count):
    """Villain Cards (red, hurt the picker) and Hero Cards (blue, help the picker)."""
    cards = _effect_cards(effect)
    assert len(cards) == count and {CARDS[c]["kind"] for c in cards} == {kind}


# --- Starting the Game -------------------------------------------------------------------


@pytest.mark.parametrize(
    "seats, dealt", [(3, [18, 17, 17]), (4, [13, 13, 13, 13]), (5, [11, 11, 10, 10, 10])]
)
def test_starting_the_game_deal_is_one_at_a_time_from_seat_0(seats, dealt):
    """Starting the Game: "dealt out evenly" (ruling: the uneven deal; Kevin to the middle)."""
    for seed in range(10):
        state = engine.start(GAME, seats, {}, seed)[0].state
        deck = list(CARD_IDS)
        Rng.for_step(seed, 0).shuffle(deck)
        holder = deck.index(KEVIN) % seats
        expected = [[c for c in deck[seat::seats] if c != KEVIN] for seat in range(seats)]
        assert state["hands"] == expected
        assert [len(hand) + (seat == holder) for seat, hand in enumerate(expected)] == dealt
        assert state["first"] == holder and state["kevin"] == "middle"
        assert state["discard"] == [] and state["direction"] == 1


def test_starting_the_game_everyone_may_rescue_at_once_then_kevins_holder_starts(t):
    """Starting the Game: rescues first, then "The game then starts with this player, in a
    clockwise direction" (Kevin's holder)."""
    match, _ = engine.start(GAME, 4, {}, 3)
    assert t.holders(match) == {0: "opening", 1: "opening", 2: "opening", 3: "opening"}
    first = match.state["first"]
    for seat in range(4):
        match, events = t.act(match, seat, {"type": "ready"})
    (begins,) = t.of_type(events, "play_begins")
    assert begins["first"] == first and begins["direction"] == "clockwise"
    assert t.holders(match) == {first: "main"}
    table = t.table(match, None)
    assert table["kevin"] == "middle" and table["direction"] == "clockwise"


def test_starting_the_game_opening_rescue_has_no_effect_and_goes_face_up(t):
    """Starting the Game: "Doing so has no effect at this stage" (ruling: face up, not the
    Quickstart's face down)."""
    hands = [[*MILK, GRAN[0], TREVOR], [GRAN[1], BEA[0]], [BEA[1], WES[0]]]
    match = t.match(hands, phase="opening", step="opening", ready=[False] * 3, current=None)
    assert t.legal(match, 0) == [
        {"type": "rescue", "civilian": "milkman-morris"},
        {"type": "ready"},
    ]
    match, events = t.act(match, 0, {"type": "rescue", "civilian": "milkman-morris"})
    assert events[0]["option"] is False
    assert t.table(match, None)["discard"][-2:] == list(MILK)
    assert t.holders(match) == {0: "opening", 1: "opening", 2: "opening"}
    assert match.state["direction"] == 1 and t.legal(match, 0) == [{"type": "ready"}]


def test_starting_the_game_a_player_who_pairs_everything_is_out(t):
    """Starting the Game / Ending the Game: rescuing every card at the start is going out."""
    hands = [[*MILK], [GRAN[0], TREVOR], [GRAN[1], BEA[0]]]
    match = t.match(hands, phase="opening", step="opening", ready=[False] * 3, current=None)
    match, _ = t.act(match, 0, {"type": "rescue", "civilian": "milkman-morris"})
    assert match.state["out"] == [0] and 0 not in t.holders(match)
    match, _ = t.act(match, 1, {"type": "ready"})
    match, events = t.act(match, 2, {"type": "ready"})
    assert t.holders(match) == {1: "main"}  # Kevin's holder (seat 0) is out: next clockwise


def test_starting_the_game_first_player_may_rescue_with_effect_in_the_first_turn(t):
    """Civilians, Note 2: "during a player's turn" - any own turn, the first one included."""
    hands = [[*MILK, BEA[0]], [GRAN[0], TREVOR], [GRAN[1], BEA[1]]]
    match = t.match(hands)
    match, events = t.act(match, 0, {"type": "rescue", "civilian": "milkman-morris"})
    assert events[0]["option"] is True and t.holders(match) == {0: "rescue_option"}


# --- How to Play: the attack hand --------------------------------------------------------


def test_how_to_play_attack_hand_of_three_laid_one_card_at_a_time(t):
    """How to Play: "three cards selected from your hand ... placed face-down"."""
    hands = [[*MILK, BEA[0], HAND_OFF, TREVOR], [GRAN[0]], [GRAN[1]]]
    match = t.match(hands)
    match, _ = t.act(match, 0, {"type": "lay", "card": TREVOR})
    assert t.holders(match) == {0: "lay"}
    assert all(a["type"] == "lay" for a in t.legal(match, 0))  # no rescue once laying began
    match, _ = t.act(match, 0, {"type": "lay", "card": BEA[0]})
    match, events = t.act(match, 0, {"type": "lay", "card": HAND_OFF})
    assert match.state["attack"]["cards"] == [TREVOR, BEA[0], HAND_OFF]
    assert t.holders(match) == {1: "pick", 2: "kevin"}
    assert t.of_type(events, "attack")[0]["defender"] == 1
    assert sorted(match.state["hands"][0]) == sorted(MILK)


@pytest.mark.parametrize("held, size", [(1, 1), (2, 2), (3, 3), (5, 3)])
def test_how_to_play_note_3_attack_with_as_many_cards_as_left(t, held, size):
    """How to Play, Note 3: "lay down as many cards as they're able to"."""
    hand = [TREVOR, MILK[0], BEA[0], WES[0], LARS[0]][:held]
    match = t.match([hand, [GRAN[0]], [GRAN[1]]])
    for card in hand[:size]:
        assert t.holders(match) == {0: "main" if card == hand[0] else "lay"}
        match, _ = t.act(match, 0, {"type": "lay", "card": card})
    assert match.state["step"] == "pick" and len(match.state["attack"]["cards"]) == size


@pytest.mark.parametrize("direction, out, defender", [(1, [], 1), (-1, [], 3), (1, [1], 2)])
def test_how_to_play_attack_goes_to_the_next_player_in_the_direction_of_play(
    t, direction, out, defender
):
    """Civilians (option 2) / How to Play: the attack hand goes to the next player still in."""
    hands = [[TREVOR], [] if 1 in out else [MILK[0]], [MILK[1]], [BEA[0]]]
    match = t.match(hands, direction=direction)
    match, events = t.act(match, 0, {"type": "lay", "card": TREVOR})
    assert events[-1]["defender"] == defender and t.holders(match) == {defender: "pick"}


def test_how_to_play_the_pick_is_blind(t):
    """How to Play: "take a blind pick of one of these cards" (Important: "without peeking")."""
    match = t.match(
        [[GRAN[0]], [GRAN[1]], [BEA[0]]], attack={"attacker": 0, "cards": [MILK[0], TREVOR]}
    )
    assert "cards" not in t.table(match, 1)["attack"]
    assert (
        "cards" not in t.table(match, 2)["attack"] and "cards" not in t.table(match, None)["attack"]
    )
    assert t.table(match, 0)["attack"]["cards"] == [MILK[0], TREVOR]
    picks = [a for a in t.legal(match, 1) if a["type"] == "pick"]
    assert picks == [{"type": "pick", "position": 0}, {"type": "pick", "position": 1}]


# --- Villain Cards and Hero Cards --------------------------------------------------------


def _picked(t, attack_cards, hands, position=0, **overrides):
    """Seat 1 picks ``position`` from seat 0's attack hand."""
    match = t.match(hands, attack={"attacker": 0, "cards": attack_cards}, **overrides)
    return t.act(match, 1, {"type": "pick", "position": position})


def test_villain_and_hero_cards_note_1_unpicked_cards_return_to_the_attacker(t):
    """Villain Cards, Note 1: "the remaining cards must be returned to them"."""
    match, events = _picked(
        t, [QUICK_STRIKE, MILK[0], BEA[0]], [[TREVOR], [GRAN[0]], [GRAN[1]]], position=0
    )
    assert sorted(match.state["hands"][0]) == sorted([TREVOR, MILK[0], BEA[0]])
    assert match.state["discard"][-1] == QUICK_STRIKE
    assert events[0]["count"] == 2 and events[0]["card"] == QUICK_STRIKE


def test_villain_cards_miss_turn_ends_the_go_at_once(t):
    """Villain Cards: "Carry out that action" - miss a turn: no rescues, no attack hand."""
    hands = [[TREVOR], [*MILK, GRAN[0]], [GRAN[1]]]
    match, events = _picked(t, [MISS_TURN, BEA[0]], hands)
    assert t.holders(match) == {2: "main"}
    assert sorted(match.state["hands"][1]) == sorted([*MILK, GRAN[0]])
    assert [e["type"] for e in events] == ["picked", "effect", "turn"]


def test_villain_cards_payback_attacker_chooses_a_card_not_bad_trevor(t):
    """Villain Cards: payback - the attacker gives the picker a card of their choice."""
    hands = [[TREVOR, WES[0]], [GRAN[0]], [GRAN[1]]]
    match, _ = _picked(t, [PAYBACK, BEA[0]], hands)
    assert t.holders(match) == {0: "payback"}
    assert t.legal(match, 0) == [{"type": "give", "card": BEA[0]}, {"type": "give", "card": WES[0]}]
    match, events = t.act(match, 0, {"type": "give", "card": WES[0]})
    assert WES[0] in match.state["hands"][1] and t.holders(match) == {1: "main"}
    assert [t.seen(events, s)[0].get("card") for s in (0, 1, 2, None)] == [
        WES[0],
        WES[0],
        None,
        None,
    ]


def test_villain_cards_dead_weight_takes_a_random_card_never_bad_trevor(t):
    """Villain Cards: dead weight - a random card from the attacker's hand, never Bad Trevor."""
    hands = [[TREVOR, WES[0], LARS[0]], [GRAN[0]], [GRAN[1]]]
    taken = set()
    for seed in range(12):
        match = t.match(hands, attack={"attacker": 0, "cards": [DEAD_WEIGHT]})
        match = engine.Match(GAME, 3, {}, seed, 1, match.state)
        match, events = t.act(match, 1, {"type": "pick", "position": 0})
        (card,) = set(match.state["hands"][1]) - {GRAN[0]}
        taken.add(card)
        assert TREVOR in match.state["hands"][0] and t.holders(match) == {1: "main"}
        assert "card" not in t.seen(events, 2)[1] and t.seen(events, 0)[1]["card"] == card
    assert taken == {WES[0], LARS[0]}


def test_villain_cards_spotlight_lays_the_next_attack_hand_face_up(t):
    """Villain Cards: spotlight - the picker's next attack hand is seen by everyone."""
    hands = [[TREVOR], [MILK[0], BEA[0], WES[0]], [GRAN[1]]]
    match, _ = _picked(t, [SPOTLIGHT, GRAN[0]], hands)
    for card in (MILK[0], BEA[0]):
        match, events = t.act(match, 1, {"type": "lay", "card": card})
        assert events[0]["card"] == card and events[0]["face_up"] is True
    match, events = t.act(match, 1, {"type": "lay", "card": WES[0]})
    for seat in (0, 2, None):
        assert t.table(match, seat)["attack"]["cards"] == [MILK[0], BEA[0], WES[0]]
    assert match.state["spotlight"] == [False] * 3


def test_villain_cards_quagmire_forbids_rescues_for_the_rest_of_the_turn(t):
    """Villain Cards: quagmire - no rescuing civilians for the rest of this turn."""
    hands = [[TREVOR], [*MILK, BEA[0]], [GRAN[1]]]
    match, _ = _picked(t, [QUAGMIRE, GRAN[0]], hands)
    assert [a["type"] for a in t.legal(match, 1)] == ["lay"] * 3
    with pytest.raises(IllegalAction):
        t.act(match, 1, {"type": "rescue", "civilian": "milkman-morris"})
    match, _ = t.act(match, 1, {"type": "lay", "card": BEA[0]})
    for card in MILK:
        match, _ = t.act(match, 1, {"type": "lay", "card": card})
    assert match.state["quagmire"] is False  # the next player's turn is free again


def test_hero_cards_hand_off_gives_a_card_to_another_player_still_in(t):
    """Hero Cards: hand off - give one card (never Bad Trevor) to another player still in."""
    hands = [[LARS[0]], [BEA[0], TREVOR], [], [GRAN[1]]]
    match, _ = _picked(t, [HAND_OFF, GRAN[0]], hands)
    assert t.holders(match) == {1: "hand_off"}
    assert t.legal(match, 1) == [
        {"type": "hand_off", "card": BEA[0], "target": 0},
        {"type": "hand_off", "card": BEA[0], "target": 3},
    ]
    match, events = t.act(match, 1, {"type": "hand_off", "card": BEA[0], "target": 3})
    assert BEA[0] in match.state["hands"][3] and t.holders(match) == {1: "main"}
    assert [t.seen(events, s)[0].get("card") for s in (0, 1, 2, 3)] == [
        None,
        BEA[0],
        None,
        BEA[0],
    ]


def test_hero_cards_lookout_shows_a_hand_to_the_looker_only(t):
    """Hero Cards: lookout - look privately at another player's hand."""
    hands = [[TREVOR], [BEA[0]], [GRAN[1], WES[0]]]
    match, _ = _picked(t, [LOOKOUT, GRAN[0]], hands)
    assert t.legal(match, 1) == [{"type": "lookout", "target": 0}, {"type": "lookout", "target": 2}]
    match, events = t.act(match, 1, {"type": "lookout", "target": 2})
    assert t.seen(events, 1)[0]["hand"] == sorted([GRAN[1], WES[0]])
    assert all("hand" not in t.seen(events, s)[0] for s in (0, 2, None))
    assert t.holders(match) == {1: "main"}


@pytest.mark.parametrize("held, size", [(4, 2), (1, 1)])
def test_hero_cards_quick_strike_attacks_with_two_cards(t, held, size):
    """Hero Cards: quick strike - the next attack hand is two cards (fewer if fewer held)."""
    hand = [MILK[0], BEA[0], WES[0], LARS[0]][:held]
    match, _ = _picked(t, [QUICK_STRIKE, GRAN[0]], [[TREVOR], hand, [GRAN[1]]])
    for card in hand[:size]:
        match, events = t.act(match, 1, {"type": "lay", "card": card})
    assert t.of_type(events, "attack")[0]["count"] == size and t.holders(match)[2] == "pick"
    assert match.state["quick_strike"] == [False] * 3


@pytest.mark.parametrize(
    "card, attacker_hand, picker_hand, why",
    [
        (PAYBACK, [TREVOR], [GRAN[0]], "attacker holds one card, Bad Trevor"),
        (PAYBACK, [WES[0]], [GRAN[0], TREVOR], "attacker holds one card, not Bad Trevor"),
        (PAYBACK, [], [GRAN[0], TREVOR], "attacker already out"),
        (DEAD_WEIGHT, [TREVOR], [GRAN[0]], "attacker holds one card, Bad Trevor"),
        (DEAD_WEIGHT, [WES[0]], [GRAN[0], TREVOR], "attacker holds one card, not Bad Trevor"),
        (DEAD_WEIGHT, [], [GRAN[0], TREVOR], "attacker already out"),
        (HAND_OFF, [GRAN[0]], [TREVOR], "picker holds one card, Bad Trevor"),
        (HAND_OFF, [GRAN[0], TREVOR], [WES[0]], "picker holds one card, not Bad Trevor"),
    ],
)
def test_villain_cards_note_2_unmet_criteria_read_and_discarded(
    t, card, attacker_hand, picker_hand, why
):
    """Villain Cards, Note 2: criteria unmet, the card is discarded face up without effect
    (ruling R15: a criterion counts cards, it never looks at which ones)."""
    hands = [attacker_hand, picker_hand, [GRAN[1]]]
    match, events = _picked(t, [card], hands)
    (no_effect,) = t.of_type(events, "no_effect")
    assert no_effect["card"] == card and match.state["discard"][-1] == card, why
    assert t.holders(match) == {1: "main"}
    assert sorted(match.state["hands"][1]) == sorted(picker_hand)
    assert match.state["out"] == ([0] if not attacker_hand else [])


@pytest.mark.parametrize("picker_hand", [[MILK[0], BEA[0]], [TREVOR, HAND_OFF], [LOOKOUT]])
def test_villain_cards_r15_quagmire_has_no_criterion(t, picker_hand):
    """Villain Cards, Note 2 (ruling R15, the redesigned V10): quagmire takes effect whatever
    the picker holds, civilians or none, so its effect tells nobody what is in the hand."""
    match, events = _picked(t, [QUAGMIRE], [[GRAN[0]], picker_hand, [GRAN[1]]])
    assert not t.of_type(events, "no_effect") and t.of_type(events, "effect")
    assert match.state["quagmire"] is True and t.table(match, None)["quagmire"] is True


# Pairs of (attack hand, hands) that differ only in cards hidden from seat 2 and from
# spectators (same counts, same discard): seat 0 attacks seat 1, who picks position 0.
_HIDDEN_FACTS = {
    "quagmire: does the picker hold a civilian?": (
        ([QUAGMIRE, MILK[0], MILK[1]], [[HAND_OFF, LARS[0]], [BEA[0], TREVOR], [GRAN[1]]]),
        ([QUAGMIRE, MILK[0], MILK[1]], [[BEA[0], LARS[0]], [HAND_OFF, TREVOR], [GRAN[1]]]),
    ),
    "payback: is the attacker's one card Bad Trevor?": (
        ([PAYBACK, TREVOR], [[], [GRAN[0]], [GRAN[1]]]),
        ([PAYBACK, GRAN[0]], [[], [TREVOR], [GRAN[1]]]),
    ),
    "dead weight: is the attacker's one card Bad Trevor?": (
        ([DEAD_WEIGHT, TREVOR], [[], [GRAN[0]], [GRAN[1]]]),
        ([DEAD_WEIGHT, GRAN[0]], [[], [TREVOR], [GRAN[1]]]),
    ),
    "hand off: is the picker's one card Bad Trevor?": (
        ([HAND_OFF, GRAN[0]], [[], [TREVOR], [GRAN[1]]]),
        ([HAND_OFF, TREVOR], [[], [GRAN[0]], [GRAN[1]]]),
    ),
}


@pytest.mark.parametrize("fact", sorted(_HIDDEN_FACTS))
def test_hidden_information_r15_criteria_reveal_no_hidden_card(t, fact):
    """Villain Cards / Hero Cards, Note 2: "read the card out loud" (ruling R15: a criterion
    is public, so neither the events, nor the views, nor the open decisions tell seat 2 or a
    spectator anything about a hidden hand)."""
    (a, a_events), (b, b_events) = (_picked(t, *table) for table in _HIDDEN_FACTS[fact])
    assert a.state["hands"] != b.state["hands"], "the two tables must differ in secret"
    for seat in (2, None):
        assert t.seen(a_events, seat) == t.seen(b_events, seat), (fact, seat)
        assert engine.view(a, seat) == engine.view(b, seat), (fact, seat)


def test_hero_cards_note_2_lookout_needs_another_player_still_in(t):
    """Hero Cards, Note 2: lookout's criterion (another player still in) - checked directly,
    as a pick always leaves someone else in while the game runs."""
    alone = t.state([[], [GRAN[0], TREVOR], []])
    assert EFFECTS["lookout"].criteria(alone, 1, 0) is False
    assert EFFECTS["lookout"].criteria(t.state([[BEA[0]], [GRAN[0], TREVOR], []]), 1, 0)


# --- Civilians ---------------------------------------------------------------------------


def test_civilians_picked_civilian_stays_in_hand_until_matched(t):
    """Civilians: "must remain in a player's hand until they're matched"."""
    match, events = _picked(t, [MILK[0], BEA[0]], [[TREVOR], [WES[0]], [GRAN[1]]])
    assert MILK[0] in match.state["hands"][1] and BEA[0] in match.state["hands"][0]
    assert not [a for a in t.legal(match, 1) if a["type"] == "rescue"]
    assert events[0]["kind"] == "civilian"
    assert [t.seen(events, s)[0].get("card") for s in (0, 1, 2, None)] == [
        MILK[0],
        MILK[0],
        None,
        None,
    ]


def test_civilians_matched_pair_may_be_rescued(t):
    """Civilians: "Once paired up they are considered 'rescued'" (face up on the discard)."""
    match, _ = _picked(t, [MILK[0], BEA[0]], [[TREVOR], [MILK[1]], [GRAN[1]]])
    assert {"type": "rescue", "civilian": "milkman-morris"} in t.legal(match, 1)


def test_civilians_note_2_rescue_only_in_ones_own_turn(t):
    """Civilians, Note 2: "Civilians can only be paired up and discarded during a player's
    turn" - not in another's go, and not before one's own pick."""
    match = t.match([[TREVOR], [*MILK], [*GRAN]], attack={"attacker": 0, "cards": [BEA[0]]})
    with pytest.raises(NotYourTurn):
        t.act(match, 2, {"type": "rescue", "civilian": "grandma-gertie"})
    with pytest.raises(IllegalAction):
        t.act(match, 1, {"type": "rescue", "civilian": "milkman-morris"})


def test_civilians_note_3_no_obligation_to_rescue(t):
    """Civilians, Note 3: "Players are under no obligation to rescue civilians"."""
    match = t.match([[*MILK, TREVOR], [GRAN[0]], [GRAN[1]]])
    for card in (TREVOR, *MILK):
        match, _ = t.act(match, 0, {"type": "lay", "card": card})
    assert match.state["attack"]["cards"] == [TREVOR, *MILK] and match.state["step"] == "pick"


def _rescued(t, hands, **overrides):
    match = t.match(hands, **overrides)
    return t.act(match, 0, {"type": "rescue", "civilian": "milkman-morris"})


def test_civilians_three_options_after_a_rescue(t):
    """Civilians: "they are then granted one of three options" - carry on, reverse, demand."""
    hands = [[*MILK, BEA[0], WES[0]], [GRAN[0]], [GRAN[1], TREVOR]]
    match, _ = _rescued(t, hands)
    assert t.holders(match) == {0: "rescue_option"}
    assert t.legal(match, 0) == [
        {"type": "carry_on"},
        {"type": "reverse"},
        {"type": "demand", "target": 1, "civilian": "barista-bea"},
        {"type": "demand", "target": 1, "civilian": "window-cleaner-wes"},
        {"type": "demand", "target": 2, "civilian": "barista-bea"},
        {"type": "demand", "target": 2, "civilian": "window-cleaner-wes"},
    ]


@pytest.mark.parametrize("option, defender", [("carry_on", 1), ("reverse", 2)])
def test_civilians_option_1_carry_on_and_option_2_reverse(t, option, defender):
    """Civilians: option 1 "Carry on as normal", option 2 "reverse the order of play"."""
    match, _ = _rescued(t, [[*MILK, BEA[0]], [GRAN[0]], [GRAN[1], TREVOR]])
    match, _ = t.act(match, 0, {"type": option})
    match, events = t.act(match, 0, {"type": "lay", "card": BEA[0]})
    assert events[-1]["defender"] == defender
    assert match.state["direction"] == (1 if option == "carry_on" else -1)


def test_civilians_note_1_no_options_with_two_players_left(t):
    """Civilians, Note 1: "Options 2 and 3 can only be played when there are more than two
    players still left in the game" - play simply carries on."""
    match, events = _rescued(t, [[*MILK, BEA[0]], [], [GRAN[1], TREVOR], []])
    assert events[0]["option"] is False and t.holders(match) == {0: "main"}
    assert [a["type"] for a in t.legal(match, 0)] == ["lay"]


def test_civilians_option_3_demand_hit_is_repeatable(t):
    """Civilians: "If they guessed correctly ... They then have a choice of carrying out
    options 1, 2 or 3 again"."""
    hands = [[*MILK, BEA[0], WES[0], TREVOR], [GRAN[0]], [GRAN[1], BEA[1], WES[1]]]
    match, _ = _rescued(t, hands)
    match, events = t.act(match, 0, {"type": "demand", "target": 2, "civilian": "barista-bea"})
    assert events[0]["hit"] is True and match.state["discard"][-2:] == list(BEA)
    assert t.holders(match) == {0: "rescue_option"}
    match, _ = t.act(match, 0, {"type": "demand", "target": 2, "civilian": "window-cleaner-wes"})
    assert t.holders(match) == {0: "rescue_option"}
    assert match.state["hands"][0] == [TREVOR] and match.state["hands"][2] == [GRAN[1]]


def test_civilians_option_3_demand_miss_ends_the_go(t):
    """Civilians: "if they guessed incorrectly ... their go is over! ... the game moves on to
    the next player" (ruling: the next player in the direction of play, not the target)."""
    hands = [[*MILK, BEA[0], TREVOR], [GRAN[0]], [GRAN[1]]]
    match, _ = _rescued(t, hands)
    match, events = t.act(match, 0, {"type": "demand", "target": 2, "civilian": "barista-bea"})
    assert events[0]["hit"] is False and t.holders(match) == {1: "main"}
    assert match.state["attack"] is None and len(match.state["hands"][0]) == 2


def test_civilians_option_3_demand_names_a_civilian_held_singly(t):
    """Civilians: "pair it up with the matching card from their own hand"."""
    match, _ = _rescued(t, [[*MILK, *GRAN, BEA[0]], [TREVOR], [WES[1]]])
    demanded = {a["civilian"] for a in t.legal(match, 0) if a["type"] == "demand"}
    assert demanded == {"barista-bea"}
    with pytest.raises(IllegalAction):
        t.act(match, 0, {"type": "demand", "target": 2, "civilian": "window-cleaner-wes"})


def test_civilians_demand_of_the_last_card_puts_the_target_out(t):
    """Civilians / Ending the Game: a demand that takes a player's last card puts them out."""
    hands = [[*MILK, BEA[0], TREVOR], [GRAN[0]], [BEA[1]], [GRAN[1]]]
    match, _ = _rescued(t, hands)
    match, _ = t.act(match, 0, {"type": "demand", "target": 2, "civilian": "barista-bea"})
    assert match.state["out"] == [2] and t.holders(match) == {0: "rescue_option"}


def test_civilians_rescuing_the_last_pair_is_going_out_without_an_option(t):
    """Civilians / Ending the Game: the last pair rescued empties the hand: out, no option."""
    match, events = _rescued(t, [[*MILK], [GRAN[0]], [GRAN[1], TREVOR], [BEA[0]]])
    assert events[0]["option"] is False and match.state["out"] == [0]
    assert t.holders(match) == {1: "main"}


# --- Bad Trevor ----------------------------------------------------------------------------


def test_bad_trevor_picked_takes_the_whole_attack_hand_without_effects(t):
    """Bad Trevor: "they must also pick up all the other cards ... the player does not carry
    out the instructions on those cards"."""
    hands = [[GRAN[0]], [BEA[0]], [GRAN[1]]]
    match, events = _picked(t, [MISS_TURN, TREVOR, HAND_OFF], hands, position=1)
    assert sorted(match.state["hands"][1]) == sorted([BEA[0], MISS_TURN, TREVOR, HAND_OFF])
    assert [e["type"] for e in events] == ["picked"] and t.holders(match) == {1: "main"}
    public = t.seen(events, 2)[0]
    assert public["card"] == TREVOR and public["count"] == 3 and "cards" not in public
    assert t.seen(events, 1)[0]["cards"] == sorted([MISS_TURN, TREVOR, HAND_OFF])


def test_bad_trevor_picker_may_rescue_pairs_taken_with_him(t):
    """Bad Trevor: "if they now have a matching pair ... they are permitted to pair them up"."""
    match, _ = _picked(t, [TREVOR, MILK[1]], [[GRAN[0]], [MILK[0]], [GRAN[1]]])
    assert {"type": "rescue", "civilian": "milkman-morris"} in t.legal(match, 1)


# --- Ending the Game -----------------------------------------------------------------------


def test_ending_the_game_out_the_moment_the_last_card_is_taken(t):
    """Ending the Game: "This happens the moment an opponent takes the last card"."""
    match, events = _picked(t, [MILK[0]], [[], [GRAN[0]], [GRAN[1], TREVOR]])
    (out,) = t.of_type(events, "out")
    assert (out["seat"], out["place"], out["how"]) == (0, 1, "attack_taken")
    assert t.table(match, None)["ranking"] == [0] and t.holders(match) == {1: "main"}


def test_ending_the_game_out_when_bad_trevor_takes_the_last_cards(t):
    """Ending the Game: "takes the last card, or cards, from that player's attack hand"."""
    match, events = _picked(t, [MILK[0], TREVOR], [[], [GRAN[0]], [GRAN[1]]], position=1)
    assert match.state["out"] == [0] and t.holders(match) == {1: "main"}


def test_ending_the_game_play_continues_until_one_is_left_holding_bad_trevor(t):
    """Ending the Game: "play always continues until only one player is left"."""
    hands = [[], [GRAN[0], TREVOR], [], []]
    match = t.match(hands, attack={"attacker": 3, "cards": [MILK[0]]}, out=[2, 0])
    assert match.state["attack"]["defender"] == 1
    match, events = t.act(match, 1, {"type": "pick", "position": 0})
    assert engine.status(match) == "finished" and engine.decisions(match) == []
    outcome = {"winners": [2], "losers": [1], "ranking": [2, 0, 3, 1]}
    assert events[-1] == {**events[-1], "type": "match_finished", "outcome": outcome}
    assert TREVOR in match.state["hands"][1]
    with pytest.raises(MatchFinished):
        t.act(match, 1, {"type": "lay", "card": TREVOR})


# --- Kamikaze Kevin ------------------------------------------------------------------------


def _kevin_table(t, cards=(MILK[0], TREVOR, MISS_TURN), face_up=False, **overrides):
    """Four players; seat 0 attacks seat 1 with ``cards``."""
    hands = [[BEA[0]], [GRAN[0], WES[0]], [GRAN[1], LARS[0]], [BEA[1]]]
    attack = {"attacker": 0, "cards": list(cards), "face_up": face_up}
    return t.match(hands, attack=attack, **overrides)


def _slam(position: int, shout: str = SHOUT) -> dict:
    return {"type": "kevin", "position": position, "shout": shout}


def test_kamikaze_kevin_note_2_anyone_but_the_attacker_may_jump_in(t):
    """Kamikaze Kevin, Note 2: "Anyone can jump in ... you don't have to wait until it's your
    turn" (ruling: not the attacker, who knows where Bad Trevor is)."""
    match = _kevin_table(t)
    assert t.holders(match) == {1: "pick", 2: "kevin", 3: "kevin"}
    assert t.legal(match, 2) == [_slam(0), _slam(1), _slam(2), {"type": "pass"}]
    assert _slam(1) in t.legal(match, 1) and {"type": "pick", "position": 2} in t.legal(match, 1)
    with pytest.raises(NotYourTurn):
        t.act(match, 0, _slam(1))


def test_kamikaze_kevin_right_card_accuser_leaves_and_trevor_returns_to_who_laid_him(t):
    """Kamikaze Kevin: "If that player turns out to be correct, they immediately exit the game
    and hand all their remaining cards to the accused player!" and "Bad Trevor must still be
    returned to whoever laid him down"."""
    match, events = t.act(_kevin_table(t), 2, _slam(1))
    assert match.state["hands"][2] == [] and match.state["out"] == [2]
    assert sorted(match.state["hands"][0]) == sorted(
        [BEA[0], GRAN[1], LARS[0], MILK[0], TREVOR, MISS_TURN]
    )
    assert match.state["kevin"] == "discard" and match.state["discard"][-1] == KEVIN
    assert match.state["attack"] is None and match.state["direction"] == 1
    assert t.holders(match) == {1: "main"}  # the next player after the attacker, no pick
    public = t.seen(events, 3)[0]
    assert public["card"] == TREVOR and public["correct"] is True and "received" not in public
    assert t.seen(events, 0)[0]["received"] == sorted(
        [GRAN[1], LARS[0], MILK[0], TREVOR, MISS_TURN]
    )


def test_kamikaze_kevin_wrong_card_the_accused_leaves(t):
    """Kamikaze Kevin: "if the accuser was wrong, their opponent can leave the game instead
    and hand all their cards to their accuser" (ruling: not a choice)."""
    match, events = t.act(_kevin_table(t), 2, _slam(0))
    assert match.state["out"] == [0] and match.state["hands"][0] == []
    assert sorted(match.state["hands"][2]) == sorted(
        [GRAN[1], LARS[0], BEA[0], MILK[0], TREVOR, MISS_TURN]
    )
    assert t.seen(events, None)[0]["card"] == MILK[0]
    assert t.holders(match) == {1: "main"} and match.state["kevin"] == "discard"


def test_kamikaze_kevin_defender_right_leaves_and_play_goes_on_after_the_attacker(t):
    """Kamikaze Kevin: the defender may slam too; play resumes after the attacker's seat."""
    match, _ = t.act(_kevin_table(t), 1, _slam(1))
    assert match.state["out"] == [1] and t.holders(match) == {2: "main"}


@pytest.mark.parametrize(
    "shout, counts",
    [
        ("Take that, Bad Trevor!", True),
        ("Take that Bad Trevor!", True),
        ("take that bad trevor", True),
        ("  TAKE   THAT,  BAD TREVOR!!! ", True),
        ("Take that, Trevor!", False),
        ("Take that, Bad Trevor, you rotter!", False),
        ("Take that 2 Bad Trevor", False),
        ("Take-that Bad Trevor", False),
        ("", False),
    ],
)
def test_kamikaze_kevin_note_3_which_shouted_words_count(shout, counts):
    """Kamikaze Kevin, Note 3: "deviate from those exact words in any way" (ruling: case and
    punctuation are not words)."""
    assert shout_counts(shout) is counts


def test_kamikaze_kevin_note_3_wrong_words_cost_the_right_to_kevin(t):
    """Kamikaze Kevin, Note 3: "Kamikaze Kevin is returned to the middle ... the guilty person
    sacrifices their opportunity to use him for the rest of the game"."""
    match, events = t.act(_kevin_table(t), 2, _slam(1, "Take that, Trevor!"))
    assert events[0]["type"] == "kevin_fumbled" and "card" not in events[0]
    assert match.state["kevin"] == "middle" and match.state["kevin_banned"] == [2]
    assert t.holders(match) == {1: "pick", 3: "kevin"}
    assert match.state["attack"]["cards"] == [MILK[0], TREVOR, MISS_TURN]
    with pytest.raises(NotYourTurn):
        t.act(match, 2, _slam(1))


def test_kamikaze_kevin_note_1_only_on_attack_hands_of_two_or_more(t):
    """Kamikaze Kevin, Note 1: "can only be played on an attack hand of 2 or more cards"."""
    match = _kevin_table(t, cards=[TREVOR])
    assert t.holders(match) == {1: "pick"} and t.legal(match, 1) == [
        {"type": "pick", "position": 0}
    ]
    with pytest.raises(IllegalAction):
        t.act(match, 1, _slam(0))


@pytest.mark.parametrize("cards", [(MILK[0], TREVOR, MISS_TURN), (MILK[0], MISS_TURN)])
def test_kamikaze_kevin_r45_no_slam_on_a_face_up_attack_hand(t, cards):
    """Kamikaze Kevin: "if someone suspects that a particular card in a player's attack hand is
    Bad Trevor" and "Their opponent must then flip over that card" (ruling R45: a face-up card
    is seen, not suspected: no slam and no window on a face-up attack hand)."""
    match = _kevin_table(t, cards=cards, face_up=True)
    assert t.holders(match) == {1: "pick"}
    assert all(action["type"] == "pick" for action in t.legal(match, 1))
    with pytest.raises(IllegalAction):
        t.act(match, 1, _slam(0))
    for bystander in (2, 3):
        with pytest.raises(NotYourTurn):
            t.act(match, bystander, _slam(1))
    face_down, _ = t.act(_kevin_table(t, cards=cards), 2, _slam(1))
    assert face_down.state["kevin"] == "discard"  # the same hand face down: Kevin is open


def test_kamikaze_kevin_r45_spotlight_lays_a_hand_kevin_cannot_reach(t):
    """Villain Cards (spotlight) / Kamikaze Kevin (ruling R45): the hand a spotlight lays face
    up opens no Kevin window, even with Bad Trevor in it."""
    hands = [[GRAN[0]], [MILK[0], TREVOR, BEA[0], WES[0]], [GRAN[1]], [LARS[0]]]
    match, _ = _picked(t, [SPOTLIGHT, BEA[1]], hands)
    for card in (MILK[0], TREVOR, BEA[0]):
        match, events = t.act(match, 1, {"type": "lay", "card": card})
    assert t.of_type(events, "attack")[0]["cards"] == [MILK[0], TREVOR, BEA[0]]
    assert t.holders(match) == {2: "pick"} and match.state["kevin"] == "middle"


def test_kamikaze_kevin_only_once_per_game(t):
    """Kamikaze Kevin: "can only be used once in the entire game"."""
    match = _kevin_table(t, kevin="discard")
    assert t.holders(match) == {1: "pick"}
    assert all(action["type"] == "pick" for action in t.legal(match, 1))


def test_kamikaze_kevin_any_text_is_a_shout_but_a_malformed_slam_is_refused(t):
    """Kamikaze Kevin, Note 3: the shout is free text; position and shape are checked."""
    match = _kevin_table(t)
    assert t.act(match, 3, _slam(2, "Cowabunga"))[0].state["kevin_banned"] == [3]
    bad = [
        _slam(3),
        _slam(-1),
        {**_slam(1), "position": "1"},
        {**_slam(1), "position": True},
        {**_slam(1), "shout": 5},
        {"type": "kevin", "position": 1},
        {**_slam(1), "extra": 1},
    ]
    for action in bad:
        with pytest.raises(IllegalAction):
            t.act(match, 3, action)


def test_kamikaze_kevin_with_two_players_left_ends_the_game(t):
    """Kamikaze Kevin: "This move will end the game for either the accuser or the accused"."""
    hands = [[BEA[0]], [GRAN[0]], [], []]
    match = t.match(hands, attack={"attacker": 0, "cards": [MILK[0], TREVOR]}, out=[3, 2])
    match, events = t.act(match, 1, _slam(0))
    assert engine.status(match) == "finished"
    assert events[-1]["outcome"] == {"winners": [3], "losers": [1], "ranking": [3, 2, 0, 1]}
    assert TREVOR in match.state["hands"][1]


# --- the engine contract -------------------------------------------------------------------


def test_how_to_play_illegal_actions_are_refused(t):
    """How to Play: only your own cards, only real positions, only when it's your go."""
    match = t.match([[*MILK, TREVOR], [GRAN[0]], [GRAN[1]]])
    for action in (
        {"type": "lay", "card": GRAN[0]},
        {"type": "lay", "card": MILK[0], "extra": 1},
        {"type": "pick", "position": 0},
        {"type": "rescue", "civilian": "milkman-morris", "x": True},
        {"type": "fly"},
    ):
        with pytest.raises(IllegalAction):
            t.act(match, 0, action)
    with pytest.raises(NotYourTurn):
        t.act(match, 1, {"type": "lay", "card": GRAN[0]})
    picking = t.match([[GRAN[0]], [MILK[0]], [GRAN[1]]], attack={"attacker": 0, "cards": [TREVOR]})
    for position in (True, 1.0, 0.0, 1):
        with pytest.raises(IllegalAction):
            t.act(picking, 1, {"type": "pick", "position": position})


def test_starting_the_game_same_seed_same_match_and_state_is_json(t):
    """Starting the Game: the shuffle is a function of the seed; the state is plain JSON."""
    runs = []
    for _ in range(2):
        match, _ = engine.start(GAME, 5, {}, 77)
        for _step in range(60):
            if not engine.decisions(match):
                break
            decision = engine.decisions(match)[0]
            action = engine.legal_actions(match, decision.seat)[-1]
            match, _ = engine.submit(match, decision.seat, action, 0.0)
            assert json.loads(json.dumps(match.state)) == match.state
        runs.append(match.to_json())
    assert runs[0] == runs[1]


def test_hidden_information_views_show_own_hand_and_counts_only(t):
    """How to Play: hands are held face-down; a view shows one's own hand and others' counts."""
    match, _ = engine.start(GAME, 3, {}, 5)
    hands = match.state["hands"]
    for seat in range(3):
        table = t.table(match, seat)
        assert table["hand"] == sorted(hands[seat])
        assert table["hand_counts"] == [len(hand) for hand in hands]
    assert "hand" not in t.table(match, None)


def test_villain_cards_spotlight_waits_for_the_next_attack_hand_even_past_a_missed_go(t):
    """Villain Cards: spotlight - "your next attack hand" (ruling R19: the flag waits)."""
    hands = [[TREVOR], [*MILK, BEA[0]], [GRAN[1]]]
    match, _ = _picked(t, [SPOTLIGHT, GRAN[0]], hands)
    match, _ = t.act(match, 1, {"type": "rescue", "civilian": "milkman-morris"})
    match, _ = t.act(match, 1, {"type": "demand", "target": 2, "civilian": "barista-bea"})
    assert t.holders(match) == {2: "main"} and t.table(match, None)["spotlight"] == [1]


# --- RULINGS.md stays in step with the deck and the tests ----------------------------------

RULINGS = Rulings.of(get_game("bad-trevor")).text


@pytest.mark.parametrize("card_id", [c for c in CARD_IDS if "effect" in CARDS[c]])
def test_rulings_r1_record_every_cards_text(card_id):
    """Villain Cards / Hero Cards (ruling R1): each card's name, effect and text are recorded."""
    card = CARDS[card_id]
    row = f"| {card_id} | {card['name']} | {card['kind']} | `{card['effect']}` | {card['text']} |"
    assert row in RULINGS


def test_rulings_are_numbered_r1_to_rn_once():
    """RULINGS.md numbers its rulings R1..Rn, none skipped (the rest of its checks, for every
    game, are tests/games/test_rulings.py)."""
    numbers = sorted(int(n) for n in Rulings.of(get_game("bad-trevor")).rulings())
    assert numbers == list(range(1, len(numbers) + 1))
