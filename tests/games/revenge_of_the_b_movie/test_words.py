"""What Revenge of the B-Movie says to people: films named by their titles, in English and
French, and a dealt hand told to its seat alone."""

from __future__ import annotations

from typing import Any

from service.engine import match as engine

ATTACK = "attack-of-the-1=introduction mole-men=monster"


def _labels(match: engine.Match, seat: int, locale: str = "en") -> dict[str, str]:
    """Each legal action of ``seat`` (without its id, as JSON-ish text) to its label."""
    return {
        repr(engine.without_id(a)): a["label"]["text"]
        for a in engine.labelled_actions(match, seat, locale)
    }


def _label(match: engine.Match, seat: int, action: dict[str, Any], locale: str = "en") -> str:
    return _labels(match, seat, locale)[repr(action)]


def _told(match, events, kind: str, reader: int | None, locale: str = "en") -> str:
    event = next(e for e in events if e["type"] == kind)
    return engine.told_event(match, event, reader, locale)["text"]["text"]


def test_an_add_names_the_film_by_its_title_and_says_what_it_becomes(t):
    match = t.match([["octopus", "killer-1"], ["hairy"], ["toxic"]], [t.film(1, ATTACK)])
    add = {"type": "add", "card": "octopus", "film": "f1", "as": "monster", "at": 1}
    assert _label(match, 0, add) == (
        "Put Octopus in Seat 2's film “Attack of the Mole Men” in place of Mole Men, "
        "making “Attack of the Octopus”"
    )
    assert _label(match, 0, add, "fr") == (
        "Mettre Octopus à la place de Mole Men dans le film « Attack of the Mole Men » de "
        "Joueur 2, qui devient « Attack of the Octopus »"
    )
    killer = {"type": "add", "card": "killer-1", "film": "f1", "as": "make-up", "at": 1}
    assert _label(match, 0, killer) == (
        "Add Killer as Make-up to Seat 2's film “Attack of the Mole Men”, "
        "making “Attack of the Killer Mole Men”"
    )
    start = {"type": "start", "card": "octopus", "as": "monster"}
    assert _label(match, 0, start) == "Start a new film with Octopus as a Monster"
    assert _label(match, 0, start, "fr") == "Commencer un nouveau film avec Octopus comme Monstre"


def test_events_say_who_did_it_to_whose_film_for_each_reader(t):
    match = t.match([["octopus"], ["hairy"], ["toxic"]], [t.film(1, ATTACK)])
    add = {"type": "add", "card": "octopus", "film": "f1", "as": "monster", "at": 1}
    match, events = t.act(match, 0, add)
    assert _told(match, events, "added", 0) == (
        "You put Octopus in Seat 2's film in place of Mole Men, which is discarded: "
        "“Attack of the Octopus”."
    )
    assert _told(match, events, "added", 1) == (
        "Seat 1 puts Octopus in your film in place of Mole Men, which is discarded: "
        "“Attack of the Octopus”."
    )
    assert _told(match, events, "added", None, "fr") == (
        "Joueur 1 met Octopus dans le film de Joueur 2 à la place de Mole Men, qui part à la "
        "défausse : « Attack of the Octopus »."
    )


def test_a_card_shows_the_name_of_the_type_it_is_played_as(t):
    """Swamp Beast is "Muddy" as Make-up; in a hand it is both."""
    match = t.match([["swamp-beast-1"], ["hairy"], ["toxic"]], [t.film(0, "mole-men=monster")])
    muddy = {"type": "add", "card": "swamp-beast-1", "film": "f1", "as": "make-up", "at": 0}
    assert _label(match, 0, muddy) == (
        "Add Muddy as Make-up to your film “Mole Men”, making “Muddy Mole Men”"
    )
    discard = {"type": "discard", "card": "swamp-beast-1"}
    assert _label(match, 0, discard) == "Discard Swamp Beast/Muddy"


def test_a_dealt_hand_is_named_to_its_seat_alone(t):
    match, events = engine.start("revenge-of-the-b-movie", 3, {}, 7)
    dealt = next(e for e in events if e["type"] == "dealt" and e["seat"] == 1)
    hand = dealt["private"]["1"]["cards"]
    mine = engine.told_event(match, dealt, 1, "en")["text"]["text"]
    assert mine.startswith("You are dealt ") and "Seat" not in mine
    names = match.game.lexicon.names["card"]
    assert all(names[card] in mine for card in hand)
    for reader in (None, 0, 2):
        theirs = engine.told_event(match, dealt, reader, "en")["text"]["text"]
        assert theirs == "Seat 2 is dealt 5 cards."
        assert not [card for card in hand if names[card] in theirs]
    assert engine.told_event(match, dealt, 0, "fr")["text"]["text"] == "Joueur 2 reçoit 5 cartes."


def test_a_sale_names_the_film_sold_and_the_money(t):
    sure = "revenge-of-the=introduction radioactive-1=make-up mummy-1=monster of-doom=finale"
    match = t.match([["hairy"], ["toxic"], ["slimy"]], [t.film(0, sure, wrapped=True)])
    for seat in (0, 1, 2):
        match, events = t.act(
            match, seat, {"type": "discard", "card": match.state["hands"][seat][0]}
        )
    sale = next(e for e in events if e["type"] == "sale")
    assert sale["sold"] and sale["paid"] == 9
    roll = sale["roll"]
    film = "Revenge of the Radioactive Mummy of Doom"
    assert _told(match, events, "sale", 0) == (
        f"You roll {roll} for “{film}” (cult 9): it sells for $9M, and you now have $9M."
    )
    assert _told(match, events, "sale", 2, "fr") == (
        f"Joueur 1 fait {roll} au dé pour « {film} » (culte 9) : le film se vend 9 M$, et "
        "Joueur 1 a désormais 9 M$."
    )


def test_keeping_says_which_film_stays_and_which_goes(t):
    worthless = "slimy=make-up ooze=monster"
    films = [t.film(1, worthless, wrapped=True), t.film(1, "killer-1=make-up")]
    match = t.match([["hairy"], ["toxic"], ["headless"]], films)
    for _ in range(3):
        seat = match.state["current"]
        match = t.act(match, seat, {"type": "discard", "card": match.state["hands"][seat][0]})[0]
    assert match.state["step"] == "keep"
    labels = sorted(_labels(match, 1).values())
    assert "Keep “Killer” and trash “Slimy Ooze”" in labels
    decision = engine.told_decisions(match, "en")[0]["text"]["text"]
    assert decision == (
        "Seat 2 chooses which film to keep after their sales: one at most, the rest trashed."
    )
