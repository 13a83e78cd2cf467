"""Bad Trevor in words (issue 34): exact sentences for its key events, labels and decisions,
in English and French, each told to its reader: a hidden card is named to the seats that
know it and to nobody else."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine import match as engine
from service.engine.registry import get_game
from service.games.bad_trevor.deck import PAIR_CARDS, TREVOR
from service.games.bad_trevor.kevin import SHOUT

GAME = get_game("bad-trevor")
DOT = PAIR_CARDS["dog-walker-dot"]
MILK, BEA, GRAN = (
    PAIR_CARDS["milkman-morris"],
    PAIR_CARDS["barista-bea"],
    PAIR_CARDS["grandma-gertie"],
)
ANCHOR_ANNIE = "V07"


def told(event: dict[str, Any], reader: int | None, locale: str = "en") -> str:
    """``event`` as ``reader`` receives it (redacted), in words."""
    received = engine.redact_event({"id": 1, "version": 1, **event}, reader)
    return GAME.lexicon.text(GAME.event_text(received, reader), locale)


def labels(match: engine.Match, seat: int, locale: str = "en") -> dict[str, str]:
    """Each listed action of ``seat`` (without its id) as JSON-ish key -> its label's text."""
    found = {}
    for action in engine.labelled_actions(match, seat, locale):
        key = " ".join(f"{k}={v}" for k, v in action.items() if k not in ("id", "label", "group"))
        found[key] = action["label"]["text"]
    return found


CIVILIAN_PICKED = {
    "type": "picked",
    "seat": 1,
    "from_seat": 0,
    "position": 1,
    "kind": "civilian",
    "count": 2,
    "private": {"1": {"card": DOT[0]}, "0": {"card": DOT[0]}},
}


def test_a_hidden_civilian_pick_is_named_to_the_picker_and_the_attacker_only():
    assert told(CIVILIAN_PICKED, 1) == (
        "You pick Dog Walker Dot, a civilian, from Seat 1's attack hand; "
        "the other cards go back to them."
    )
    assert told(CIVILIAN_PICKED, 0) == (
        "Seat 2 picks your Dog Walker Dot, a civilian; the other cards come back to you."
    )
    others = (
        "Seat 2 picks the second card of Seat 1's attack hand: a civilian. "
        "The other cards go back to Seat 1."
    )
    assert told(CIVILIAN_PICKED, 2) == told(CIVILIAN_PICKED, None) == others
    assert told(CIVILIAN_PICKED, 2, "fr") == (
        "Joueur 2 pioche la deuxième carte de la main d'attaque de Joueur 1 : un civil. "
        "Les autres cartes retournent à Joueur 1."
    )
    assert told(CIVILIAN_PICKED, 1, "fr") == (
        "Vous piochez Dog Walker Dot, un civil, dans la main d'attaque de Joueur 1 ; "
        "les autres cartes lui reviennent."
    )


def test_the_issues_pick_reads_as_a_sentence_with_a_count_not_a_seat():
    """The /play log said ``attacker Seat 1, ... returned Seat 2``: a count drawn as a seat."""
    event = {
        "type": "picked",
        "seat": 1,
        "from_seat": 0,
        "position": 0,
        "kind": "villain",
        "card": ANCHOR_ANNIE,
        "effect": "dead_weight",
        "count": 1,
    }
    assert told(event, 2) == (
        "Seat 2 picks Anchor Annie, a villain, from Seat 1's attack hand; "
        "the other card goes back to Seat 1."
    )
    assert told(event, 2, "fr") == (
        "Joueur 2 pioche Anchor Annie, un super-vilain, dans la main d'attaque de Joueur 1 ; "
        "l'autre carte retourne à Joueur 1."
    )
    trevor = {**event, "kind": "trevor", "card": TREVOR, "count": 3}
    del trevor["effect"]
    assert told(trevor, None) == (
        "Seat 2 picks Bad Trevor from Seat 1's attack hand and must take the whole hand (3 cards)!"
    )


def test_payback_names_the_card_to_the_giver_and_the_receiver():
    event = {"type": "payback", "seat": 0, "to_seat": 1, "private": {"0": {"card": BEA[0]}}}
    event["private"]["1"] = {"card": BEA[0]}
    assert told(event, 0) == "You give Barista Bea to Seat 2 (payback)."
    assert told(event, 1) == "Seat 1 gives you Barista Bea (payback)."
    assert told(event, 2) == "Seat 1 gives Seat 2 a card (payback)."
    assert told(event, 2, "fr") == "Joueur 1 donne une carte à Joueur 2 (retour de bâton)."


def test_a_wrong_kevin_says_who_goes_out_and_who_takes_the_cards():
    event = {
        "type": "kevin",
        "seat": 2,
        "instance": "attack-3",
        "target": 0,
        "position": 1,
        "shout": SHOUT,
        "card": MILK[0],
        "correct": False,
        "from_seat": 0,
        "to_seat": 2,
        "count": 7,
    }
    assert told(event, None) == (
        "Seat 3 slams Kamikaze Kevin on the second card of Seat 1's attack hand, but it is "
        "Milkman Morris: Seat 1 goes out and hands 7 cards to Seat 3."
    )
    assert told(event, 0) == (
        "Seat 3 slams Kamikaze Kevin on the second card of your attack hand, but it is "
        "Milkman Morris: you go out and hand 7 cards to Seat 3."
    )
    assert told(event, None, "fr") == (
        "Joueur 3 plaque Kamikaze Kevin sur la deuxième carte de la main d'attaque de "
        "Joueur 1, mais c'est Milkman Morris : Joueur 1 sort de la partie et donne 7 cartes "
        "à Joueur 3."
    )


def test_a_card_laid_face_down_is_named_to_its_attacker_alone():
    event = {"type": "laid", "seat": 0, "position": 0, "face_up": False}
    event["private"] = {"0": {"card": TREVOR}}
    assert told(event, 0) == "You lay Bad Trevor face down (card 1)."
    assert told(event, 1) == told(event, None) == "Seat 1 lays a card face down (card 1)."
    assert told(event, 1, "fr") == "Joueur 1 pose une carte face cachée (carte 1)."


@pytest.fixture
def picking(t) -> engine.Match:
    """Four players; seat 0's face-down attack hand of three lies before seat 1."""
    hands = [[BEA[0]], [*DOT, GRAN[0]], [GRAN[1]], [BEA[1]]]
    return t.match(hands, attack={"attacker": 0, "cards": [MILK[0], TREVOR, MILK[1]]})


def test_labels_name_positions_seats_and_the_shout(picking):
    said = labels(picking, 1)
    assert said["type=pick position=1"] == "Pick the second card of Seat 1's attack hand, blind"
    assert said[f"type=kevin position=2 shout={SHOUT}"] == (
        "Slam Kamikaze Kevin on the third card of Seat 1's attack hand, shouting "
        "“Take that, Bad Trevor!”"
    )
    assert labels(picking, 2)["type=pass"] == "Let this attack hand go by without Kamikaze Kevin"
    assert labels(picking, 1, "fr")["type=pick position=0"] == (
        "Piocher à l'aveugle la première carte de la main d'attaque de Joueur 1"
    )


def test_decisions_say_who_decides_what_never_a_step_name(picking):
    texts = {d["seat"]: d["text"]["text"] for d in engine.told_decisions(picking)}
    assert texts[1] == (
        "Seat 2 picks a card, blind, from Seat 1's attack hand (3 cards), "
        "or slams Kamikaze Kevin on it."
    )
    assert texts[2] == ("Seat 3 may slam Kamikaze Kevin on Seat 1's attack hand, or let it go by.")
    french = {d["seat"]: d["text"]["text"] for d in engine.told_decisions(picking, "fr")}
    assert french[1] == (
        "Joueur 2 pioche à l'aveugle dans la main d'attaque de Joueur 1 (3 cartes), "
        "ou plaque Kamikaze Kevin dessus."
    )


def test_once_kevin_is_spent_the_pick_is_only_a_pick(t):
    hands = [[BEA[0]], [*DOT], [GRAN[0]]]
    attack = {"attacker": 0, "cards": [MILK[0], TREVOR]}
    match = t.match(hands, attack=attack, kevin="discard")
    (decision,) = engine.told_decisions(match)
    assert decision["text"]["text"] == (
        "Seat 2 picks a card, blind, from Seat 1's attack hand (2 cards)."
    )


def test_a_rescue_button_names_the_civilian(t):
    hands = [[*DOT, BEA[0], GRAN[0]], [BEA[1]], [GRAN[1]]]
    match = t.match(hands)
    said = labels(match, 0)
    assert said["type=rescue civilian=dog-walker-dot"] == (
        "Rescue your pair of Dog Walker Dot: both go face up to the discard pile"
    )
    assert said[f"type=lay card={BEA[0]}"] == (
        "Lay Barista Bea face down against Seat 2: card 1 of 3"
    )
    assert labels(match, 0, "fr")["type=rescue civilian=dog-walker-dot"] == (
        "Sauver votre paire de Dog Walker Dot : les deux cartes vont face visible à la défausse"
    )
    group = engine.labelled_actions(match, 0, "en")[0]["group"]
    assert group == "Rescue a pair"


def test_a_lookout_shows_the_hand_to_the_seat_looking_alone():
    event = {"type": "lookout", "seat": 0, "target": 1}
    event["private"] = {"0": {"hand": [BEA[0], TREVOR]}}
    assert told(event, 0) == "You look at Seat 2's hand: Barista Bea and Bad Trevor."
    assert told(event, 1) == "Seat 1 looks at your hand in secret."
    assert told(event, 2) == "Seat 1 looks at Seat 2's hand in secret."
    assert told(event, 0, "fr") == "Vous regardez la main de Joueur 2 : Barista Bea et Bad Trevor."
