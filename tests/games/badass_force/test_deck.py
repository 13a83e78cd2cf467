"""The Badass Force cast, armoury and dice (cards.json) against the rulebook's Components and
"Mixing Badass Force Boxes", and the tables of RULINGS F1 and F3."""

from __future__ import annotations

import json
import re
from collections import Counter
from itertools import combinations
from pathlib import Path

from service.engine.registry import get_game
from service.games.badass_force import deck

CARDS_FILE = (
    Path(__file__).resolve().parents[3] / "service" / "games" / "badass_force" / "cards.json"
)
KEBAB = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
# RULINGS F1: the classes; F3: each weapon's (start, fire, max).
CLASSES = {
    "rex-kickwell": "assassin",
    "shadow-kage": "assassin",
    "sgt-hank-payne": "assassin",
    "duke-cartridge": "ammunition",
    "big-mama-bazooka": "ammunition",
    "tex-overdrive": "ammunition",
    "iron-mike-bulwark": "defensive",
    "doc-stitches": "defensive",
}
BARS = {
    "throwing-knives": (1, 2, 3),
    "snub-revolver": (0, 3, 4),
    "katana": (0, 3, 5),
    "pump-shotgun": (0, 4, 6),
    "nitro-launcher": (0, 4, 5),
    "sniper-rifle": (0, 5, 6),
    "flamethrower": (0, 5, 7),
    "minigun": (0, 6, 8),
}
# The box's eight heroes are real actors; ours are invented (RULINGS F1).
ACTORS = (
    "seagal",
    "norris",
    "van damme",
    "stallone",
    "schwarzenegger",
    "lundgren",
    "willis",
    "statham",
    "snipes",
    "dolph",
    "chuck",
    "arnold",
    "sly",
)


def _data() -> dict:
    return json.loads(CARDS_FILE.read_text(encoding="utf-8"))


KINDS = {"assassin", "ammunition", "defensive"}  # the three classes the rulebook names


def test_any_seven_keep_every_class():
    """Mixing Badass Force Boxes: "keep a defensive character, an assassin, and a character
    that gains ammunition in your selection": whichever one is left out (RULINGS F1)."""
    classes = {c["key"]: c["class"] for c in _data()["characters"]}
    assert classes == CLASSES and set(classes.values()) == KINDS
    assert min(Counter(classes.values()).values()) >= 2
    for cast in combinations(classes, deck.CAST_SIZE):
        assert {classes[c] for c in cast} == KINDS, cast


def test_the_cast_is_data():
    """Components: 8 characters, each with a Cool power and a Vengeance power; they are ours,
    in cards.json, which the game loads and serves as is (RULINGS F1)."""
    data = _data()
    characters = data["characters"]
    assert len(characters) == 8 and len(deck.CHARACTER_IDS) == 8
    assert deck.CHARACTERS == {c["key"]: c for c in characters}
    assert deck.CLASS == {c["key"]: c["class"] for c in characters}
    for character in characters:
        assert set(character) == {"key", "name", "class", "tagline", "cool", "vengeance"}
        assert KEBAB.match(character["key"]) and character["cool"] and character["vengeance"]
        assert not [actor for actor in ACTORS if actor in character["name"].lower()]
    assert len({c["name"] for c in characters}) == 8
    reference = get_game("badass-force").reference()
    assert reference["characters"] == characters and reference["weapons"] == data["weapons"]
    assert reference["dice"] == data["dice"]


def test_the_armoury_is_eight_weapons_three_copies_each_and_two_dice():
    """Components: "24 Weapon cards (8 weapons, 3 copies of each)", "2 dice"; Mixing Badass
    Force Boxes: "take only 24 of them"; "56 Character cards (8 characters, 7 copies of
    each)": one for each of six players and the reminder. The charge bars and faces are ours
    (RULINGS F3)."""
    data = _data()
    assert {w["key"]: (w["start"], w["fire"], w["max"]) for w in data["weapons"]} == BARS
    assert len(deck.WEAPON_IDS) == len(set(deck.WEAPON_IDS)) == 24
    assert Counter(deck.kind(card) for card in deck.WEAPON_IDS) == {key: 3 for key in BARS}
    assert [w["key"] for w in data["weapons"] if w.get("unstable")] == ["nitro-launcher"]
    assert all(w["ability"] for w in data["weapons"])
    assert get_game("badass-force").max_players + 1 == 7
    assert len(deck.DICE) == 2
    for faces in deck.DICE:
        assert Counter(faces) == {"green": 3, "yellow": 1, "red": 2}
    # a roll gains its roller 1.33 charges on average, every other player 1.0; 1 in 9 jams
    rolls = [(a, b) for a in deck.DICE[0] for b in deck.DICE[1]]
    mine = sum(sum(face in ("green", "yellow") for face in roll) for roll in rolls)
    theirs = sum(sum(face in ("yellow", "red") for face in roll) for roll in rolls)
    assert (mine * 3, theirs) == (len(rolls) * 4, len(rolls))
    assert sum(roll == ("red", "red") for roll in rolls) * 9 == len(rolls)
