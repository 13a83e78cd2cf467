"""Villainous in words: exact sentences, English and French, for its key labels, events and
decisions; a card drawn or a Condition answered is named to its own seat alone."""

from __future__ import annotations

from typing import Any

from service.engine.game import Decision
from service.engine.match import redact_event
from service.engine.registry import get_game
from service.engine.words import Phrase

from .conftest import GAME, Table

game = get_game(GAME)


def said(phrase: Phrase, locale: str = "en") -> str:
    return game.lexicon.text(phrase, locale)


def told(event: dict[str, Any], reader: int | None, locale: str = "en") -> str:
    """``event`` as ``reader`` receives it (redacted), in words."""
    return said(game.event_text(redact_event(event, reader), reader), locale)


def test_a_draw_names_the_cards_to_the_drawer_alone():
    drew = {
        "type": "drew",
        "seat": 0,
        "count": 2,
        "private": {"0": {"cards": ["guards-1", "mirage-1"]}},
    }
    assert told(drew, 0) == "You draw Guards and Mirage."
    assert told(drew, 0, "fr") == "Vous piochez Gardes et Mirage."
    for reader in (1, None):
        assert told(drew, reader) == "Seat 1 draws 2 cards."
        assert told(drew, reader, "fr") == "Joueur 1 pioche 2 cartes."


def test_a_sealed_answer_is_told_to_its_seat_alone():
    answered = {
        "type": "answered",
        "seat": 1,
        "instance": 7,
        "private": {"1": {"answer": "condition", "cards": ["bio_probe-1"]}},
    }
    assert told(answered, 1) == "You answer with Bio Probe."
    assert told(answered, 1, "fr") == "Vous répondez par Bio Probe."
    assert told(answered, 0) == "Seat 2 has answered."
    assert told(answered, None, "fr") == "Joueur 2 a répondu."


def test_a_move_names_the_location_and_its_visible_symbols(t: type[Table]):
    """The issue's complaint: "Move: location madame_mims_hut". A Hero there hides the top
    row's symbols, and the label says what is left."""
    state = t.new(["madame_mim", "syndrome"])
    move = {"type": "move", "location": "madame_mims_hut"}
    label = game.action_label(game.view(state, 0), 0, move)
    assert said(label) == (
        "Move to Madame Mim's Hut: play a card, gain 2 Power, move an Item or Ally and move a Hero"
    )
    assert said(label, "fr") == (
        "Aller dans la Chaumière de Madame Mim : jouer une carte, gagner 2 Pouvoir, "
        "déplacer un Objet ou un Allié et déplacer un Héros"
    )
    t.put(state, 0, "merlin_mouse-1", "madame_mims_hut")
    covered = game.action_label(game.view(state, 0), 0, move)
    assert said(covered) == (
        "Move to Madame Mim's Hut: gain 2 Power, move an Item or Ally and move a Hero"
    )


def test_a_fate_hero_is_put_at_a_named_location_of_a_named_seat(t: type[Table]):
    """The issue's complaint: "Choose: choice parr_house"."""
    state = t.new(["lotso", "syndrome"])
    table = game.view(state, 0)
    table["stack"] = [
        {
            "kind": "choice",
            "id": 3,
            "seat": 0,
            "prompt": "place_hero",
            "options": ["parr_house", "metroville"],
            "handler": "fate_place",
            "data": {"target": 1, "card": "dash-1"},
        }
    ]
    label = game.action_label(table, 0, {"type": "choose", "choice": "parr_house"})
    assert said(label) == "Put Dash at Parr House in Seat 2's realm"
    assert said(label, "fr") == "Mettre Flèche dans la Maison des Parr, dans le royaume de Joueur 2"


def test_a_vanquish_names_the_hero_its_strength_and_the_allies(t: type[Table]):
    state = t.new(["syndrome", "lotso"])
    t.put(state, 0, "dash-1", "parr_house")
    t.put(state, 0, "guards-1", "parr_house")
    t.put(state, 0, "security-1", "parr_house")
    action = {"type": "vanquish", "hero": "dash-1", "allies": ["guards-1", "security-1"]}
    label = game.action_label(game.view(state, 0), 0, action)
    strength = game.view(state, 0)["realms"][0]["strength"]["dash-1"]
    assert said(label) == f"Vanquish Dash (Strength {strength}) with Guards and Security"
    assert said(label, "fr") == f"Vaincre Flèche (Force {strength}) avec Gardes et Sécurité"


def test_a_condition_window_says_who_may_answer_what(t: type[Table]):
    table = game.view(t.new(["syndrome", "lotso"]), None)
    table["stack"] = [
        {
            "kind": "window",
            "id": 7,
            "situation": "vanquish",
            "seat": 0,
            "seats": [1],
            "answered": [],
            "closed": False,
        }
    ]
    decision = Decision(1, "window", "condition", instance="7")
    text = game.decision_text(table, decision)
    assert said(text) == "Seat 2 may answer with a Condition: Seat 1 vanquished a Hero."
    assert said(text, "fr") == (
        "Joueur 2 peut répondre par une Condition : Joueur 1 a vaincu un Héros."
    )


def test_every_id_of_the_box_has_a_name():
    names = game.display_names()
    reference = game.reference()
    assert set(reference["instances"]) <= set(names["card"])
    assert names["location"]["madame_mims_hut"] == "Madame Mim's Hut"
    assert names["villain"]["lotso"] == "Lotso"


def test_events_recorded_before_the_renames_read_as_todays():
    """Finished matches replay their events as recorded: ``amount``, ``to``, ``actor``..."""
    recorded = [
        {"type": "power", "seat": 0, "amount": 2, "total": 3},
        {"type": "attached", "seat": 0, "card": "zero_point_energy-1", "to": "dash-1"},
        {"type": "moved", "seat": 1, "card": "chunk-1", "from": "library", "to": "playground"},
        {"type": "discarded", "seat": 0, "card": "guards-1", "from": "hand"},
        {"type": "found", "seat": 1, "card": "mim_fox-1", "from": "discard"},
        {"type": "shielded", "seat": 0, "card": "dash-1", "by": "force_field-1"},
        {"type": "window_opened", "instance": 7, "situation": "play", "actor": 0, "seats": [1]},
        {"type": "paid", "seat": 2, "card": "the_bookworm-1", "amount": 1, "total": 0},
        {
            "type": "swapped",
            "seat": 1,
            "card": "merlin_goat-1",
            "with": "merlin_crab-1",
            "location": "forest",
        },
    ]
    today = [
        {"type": "power", "seat": 0, "count": 2, "total": 3},
        {"type": "attached", "seat": 0, "card": "zero_point_energy-1", "host": "dash-1"},
        {
            "type": "moved",
            "seat": 1,
            "card": "chunk-1",
            "from_zone": "library",
            "to_zone": "playground",
        },
        {"type": "discarded", "seat": 0, "card": "guards-1", "from_zone": "hand"},
        {"type": "found", "seat": 1, "card": "mim_fox-1", "from_zone": "discard"},
        {"type": "shielded", "seat": 0, "card": "dash-1", "shield": "force_field-1"},
        {"type": "window_opened", "instance": 7, "situation": "play", "seat": 0, "seats": [1]},
        {"type": "paid", "seat": 2, "card": "the_bookworm-1", "count": 1, "total": 0},
        {
            "type": "swapped",
            "seat": 1,
            "card": "merlin_goat-1",
            "replacement": "merlin_crab-1",
            "location": "forest",
        },
    ]
    for old, new in zip(recorded, today, strict=True):
        for locale in ("en", "fr"):
            for reader in (0, None):
                said = [told(event, reader, locale) for event in (old, new)]
                assert said[0] == said[1], said
