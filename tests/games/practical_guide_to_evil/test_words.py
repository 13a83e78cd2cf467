"""A Practical Guide to Evil in words (issue 34): exact sentences of its key labels, events and
decisions, in English and French; a drawn card named to its drawer alone. The generic checks
(every template in every locale, random playouts in words) are tests/games/test_words.py."""

from __future__ import annotations

from typing import Any

from service.engine import match as engine
from service.engine.match import Match
from service.engine.registry import get_game

GAME = "practical-guide-to-evil"
ROT = "rule-of-three-1"


def _labels(match: Match, seat: int, locale: str) -> dict[str, str]:
    """Each legal action of ``seat``'s, by its card (or type), to its label's text."""
    found = {}
    for action in engine.labelled_actions(match, seat, locale):
        key = action.get("card") or action.get("aspect") or action["type"]
        found[key] = action["label"]["text"]
    return found


def _texts(match: Match, events: list[dict[str, Any]], reader: int | None, locale: str):
    return [engine.told_event(match, event, reader, locale)["text"]["text"] for event in events]


def test_the_drawer_reads_the_card_it_drew_and_the_others_only_a_count():
    match, events = engine.start(GAME, 3, {}, 7)
    (drew,) = [event for event in events if event["type"] == "drew"]
    drawer, card = drew["seat"], drew["private"][str(drew["seat"])]["cards"][0]
    shown = match.game.lexicon.display_name("card", card, "en")
    assert _texts(match, [drew], drawer, "en") == [f"You drew {shown}."]
    for reader in [None, *(seat for seat in range(3) if seat != drawer)]:
        told = _texts(match, [drew], reader, "en") + _texts(match, [drew], reader, "fr")
        assert told == [f"Seat {drawer + 1} drew 1 card.", f"Joueur {drawer + 1} pioche 1 carte."]
        assert not [text for text in told if shown in text]


def test_a_duel_is_labelled_with_both_strengths_and_told_to_each_reader(t):
    play = {"amadeus": {"owner": 0}, "william": {"owner": 1}}
    match = t.match([["duel-1"], []], play)
    assert _labels(match, 0, "en")["duel-1"] == (
        "Play Duel: Amadeus, The Black Knight, strength 3, against William, The Lone "
        "Swordsman (Seat 2), strength 2"
    )
    assert _labels(match, 0, "fr")["duel-1"] == (
        "Jouer Duel : Amadeus, le Chevalier Noir, force 3, contre William, le Bretteur "
        "Solitaire (Joueur 2), force 2"
    )
    action = {"type": "play", "card": "duel-1", "host": "amadeus", "chosen": ["william"]}
    match, events = t.act(match, 0, action)
    assert _texts(match, events, 0, "en") == [
        "You played Duel, with Amadeus, The Black Knight as champion.",
        "Duel: Amadeus, The Black Knight (strength 3) against William, The Lone Swordsman "
        "(strength 2).",
        "Seat 1 destroyed William, The Lone Swordsman (Seat 2).",
    ]
    assert _texts(match, events, 1, "fr") == [
        "Joueur 1 joue Duel, avec Amadeus, le Chevalier Noir pour champion.",
        "Duel : Amadeus, le Chevalier Noir (force 3) contre William, le Bretteur Solitaire "
        "(force 2).",
        "Joueur 1 détruit William, le Bretteur Solitaire (Joueur 2).",
    ]


def test_evil_turn_on_evil_names_both_villains_and_who_takes_the_story(t):
    """The two Villains are an array of card ids, read as a list: never ``a+b``."""
    play = {"hanno": {"owner": 0}, "amadeus": {"owner": 1}, "wekesa": {"owner": 1}}
    match = t.match([["evil-on-evil-1"], []], play)
    (action,) = [a for a in t.legal(match, 0) if a.get("card") == "evil-on-evil-1"]
    assert action["chosen"] == ["amadeus", "wekesa"]
    assert _labels(match, 0, "en")["evil-on-evil-1"] == (
        "Play Evil turn on Evil: destroy Amadeus, The Black Knight and Wekesa, The Warlock "
        "(Seat 2), then Seat 2 takes this Story"
    )
    match, events = t.act(match, 0, action)
    assert _texts(match, events, None, "en")[-1] == "Seat 2 now controls Evil turn on Evil."
    assert _texts(match, events, None, "fr")[-1] == (
        "Joueur 2 contrôle désormais Le Mal se retourne contre le Mal."
    )


def test_a_rule_of_three_is_played_against_a_seat(t):
    play = {"amadeus": {"owner": 0}, "hanno": {"owner": 1}}
    match = t.match([[ROT], []], play, turn=3, grudges=[{"1": 2}, {}])
    assert _labels(match, 0, "en")[ROT] == "Play Rule of Three against Seat 2"
    assert _labels(match, 0, "fr")[ROT] == "Jouer Règle de Trois contre Joueur 2"
    match, events = t.act(match, 0, {"type": "play_against", "card": ROT, "target": 1})
    assert _texts(match, events, 0, "en") == [
        "You played Rule of Three against Seat 2.",
        "Seat 1's Rule of Three is linked to Seat 2, with two markers.",
    ]
    assert _texts(match, events, 1, "fr") == [
        "Joueur 1 joue Règle de Trois contre Joueur 2.",
        "Règle de Trois (Joueur 1) est liée à Joueur 2, avec deux marqueurs.",
    ]


def test_decisions_say_who_plays_and_what_is_decided(t):
    match = t.match([["schemes-1"], []], {"amadeus": {"owner": 0}})
    (decision,) = engine.told_decisions(match, "en")
    assert decision["text"]["text"] == (
        "Turn 1: Seat 1 plays cards, uses an Aspect or ends the turn."
    )
    hands = [["duel-1", "duel-2", "duel-3", "duel-4", "duel-5", "schemes-1"], []]
    match = t.match(hands, step="discard")
    (decision,) = engine.told_decisions(match, "fr")
    assert decision["text"]["text"] == (
        "Joueur 1 a 6 cartes en main et en défausse jusqu'à n'en garder que 5."
    )


def test_events_recorded_before_the_renames_read_as_todays():
    """Finished matches replay their events as recorded: ``by``, a string ``target``, ``a+b``."""
    game = get_game(GAME)
    recorded = [
        {"type": "destroyed", "card": "hanno", "owner": 1, "by": 0},
        {"type": "reshuffled", "cards": 12},
        {"type": "duel", "champion": "amadeus", "target": "hanno", "strengths": [3, 3]},
        {
            "type": "played",
            "seat": 0,
            "card": "evil-on-evil-1",
            "host": "",
            "target": "amadeus+wekesa",
        },
        {"type": "played", "seat": 0, "card": ROT, "host": "", "target": "1", "found": False},
        {"type": "used", "seat": 0, "aspect": "conquer-1", "host": "kairos", "target": "bard"},
    ]
    today = [
        {"type": "destroyed", "card": "hanno", "owner": 1, "seat": 0},
        {"type": "reshuffled", "count": 12},
        {"type": "duel", "champion": "amadeus", "defender": "hanno", "strengths": [3, 3]},
        {
            "type": "played",
            "seat": 0,
            "card": "evil-on-evil-1",
            "host": "",
            "chosen": ["amadeus", "wekesa"],
            "target": None,
        },
        {
            "type": "played",
            "seat": 0,
            "card": ROT,
            "host": "",
            "chosen": [],
            "target": 1,
            "found": False,
        },
        {"type": "used", "seat": 0, "aspect": "conquer-1", "host": "kairos", "chosen": ["bard"]},
    ]
    for old, new in zip(recorded, today, strict=True):
        for locale in ("en", "fr"):
            said = [game.lexicon.text(game.event_text(e, 1), locale) for e in (old, new)]
            assert said[0] == said[1], said
