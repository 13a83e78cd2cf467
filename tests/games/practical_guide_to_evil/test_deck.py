"""The deck as data: every card of the page kept with its text, every blank completed, and
every behaviour id of cards.json known to the code (and every behaviour used by a card)."""

from __future__ import annotations

import json
import re
from collections import Counter

from service.engine.registry import get_game
from service.games.practical_guide_to_evil.deck import CARD_IDS, CARDS, DECK_FILE, ENTRIES
from service.games.practical_guide_to_evil.effects import STORIES
from service.games.practical_guide_to_evil.playable import BEHAVIOURS

# The page's words, copied from /work/shared/rules/practical-guide-to-evil.txt: each card it
# names, with every text it prints for that card (a Story's or an Aspect's condition and
# effect apart). "???" is the page's blank.
PAGE = {
    "amadeus": {"name": "Amadeus, The Black Knight"},
    "wekesa": {"name": "Wekesa, The Warlock"},
    "eudokia": {
        "name": "Eudokia, The Scribe",
        "text": "She doesn't count as a member of your band of five. When played, must be "
        "attached to an other Named of your band. Destroy her if the attached Named leaves play.",
    },
    "hye-sue": {"name": "Hye Sue, The Ranger"},
    "assassin": {"name": "???, The Assassin"},
    "sabah": {
        "name": "Sabah, The Captain",
        "text": "When played, must be attached to an other Named of your band. Destroy her if "
        "the attached Named leaves play.",
    },
    "tariq": {"name": "Tariq Isbili, The Grey Pilgrim"},
    "team-up": {
        "name": "Team up !",
        "text": "This Thing is undestructible. No player control this Thing. Band of five can "
        "be composed of Vilains and Heroes.",
    },
    "feather": {"name": "Seraphim's feather", "text": "Can only be attached to a Hero."},
    "invincible": {"name": '"I am invicible !"'},
    "evil-on-evil": {
        "name": "Evil turn on Evil",
        "condition": "A player controls two Vilains, and none of them is attached to the other.",
        "effect_text": "Destroy those two Vilains. Their controller get control over this Story.",
    },
    "arthurian": {
        "name": "Arthurian story",
        "condition": "One of your Named is the heir of a kingdom AND there is an unattached "
        "Sword in play.",
    },
    "monster": {"name": "The Monster is freed and turn on its Master"},
    "redemption": {
        "name": "Redemption story",
        "effect_text": "Flip a coin. Head, the Vilain is now considered a Hero and you gain "
        "control of it. Tail, the Vilain is destroyed.",
    },
    "corruption": {
        "name": "Corruption story",
        "effect_text": "The Hero is now considered a Vilain and you gain control of it.",
    },
    "rule-of-three": {
        "name": "Rule of Three",
        "condition": "An opponent without Rule of Three with you destroyed your Named, but not "
        "the last one.",
        "effect_text": "Put two markers on it. 2 markers: If destruction of a Named, destroy "
        "this card. After three turns, remove one marker. 1 marker: The opponent cannot destroy "
        "your Named. When you destroy one of his Named, remove the last marker.",
    },
    "find": {
        "name": "Find",
        "effect_text": "Search the discard pile for a card and play it (you must be able to "
        "play it to activate this Aspect).",
    },
}
SHOWN = ("name", "text", "condition", "effect_text")
EDITORIAL = re.compile(r"\?\?\?|\bours\b|\bpage\b|blank|RULINGS|\bR\d+\b", re.IGNORECASE)
ABILITIES = {"none", "duel_tie", "draw_on_play", "guard", "untouchable", "assassin", "captain"}
ABILITIES |= {"heal"}


def test_every_card_the_page_names_is_kept_with_its_text():
    """R1: the page's cards are kept; each records the page's words verbatim in ``page``, and
    the text shown contains them word for word (the page's spelling included); only the
    Assassin's blank name is dropped from the name shown."""
    assert {key for key, entry in ENTRIES.items() if entry["origin"] == "page"} == set(PAGE)
    for key, words in PAGE.items():
        entry = ENTRIES[key]
        assert entry["page"] == words, key
        for field, text in words.items():
            shown = text.removeprefix("???, ") if field == "name" else text
            assert (entry[field] == shown) if field == "name" else (shown in entry[field]), key
    assert all("page" not in entry for entry in ENTRIES.values() if entry["origin"] == "ours")


def test_no_blank_is_left():
    """R1: every "???" of the page is completed, on every card a text or a condition and an
    effect; provenance stays out of the texts (``origin``, ``page``, ``note``)."""
    for entry in ENTRIES.values():
        assert entry["origin"] in ("page", "ours")
        assert entry.get("text") or (entry.get("condition") and entry.get("effect_text"))
        assert not any("???" in entry.get(field, "") for field in SHOWN), entry["key"]


def test_the_texts_shown_to_players_read_as_card_texts():
    """R1: the reference clients show (cards.json) carries card texts only, without notes of
    ours; Sabah's text is the page's, without Eudokia's band clause."""
    reference = get_game("practical-guide-to-evil").reference()
    for card in reference["cards"]:
        for field in SHOWN:
            assert not EDITORIAL.search(card.get(field, "")), (card["key"], field)
    sabah = ENTRIES["sabah"]["text"]
    assert sabah.startswith(PAGE["sabah"]["text"]) and "band of five" not in sabah


def test_deck_has_66_cards_of_every_kind():
    """R2: 66 cards, unique ids, the split of RULINGS.md."""
    assert len(CARD_IDS) == len(set(CARD_IDS)) == 66
    kinds = Counter(card["type"] for card in CARDS.values())
    assert kinds == {"named": 17, "thing": 1, "sword": 3, "action": 18, "story": 17, "aspect": 10}
    stories = {card["story"] for card in CARDS.values() if card["type"] == "story"}
    assert len(stories) == 8
    sides = Counter(card["side"] for card in CARDS.values() if card["type"] == "named")
    assert sides == {"villain": 9, "hero": 8}


def test_every_behaviour_has_a_card_and_every_card_a_behaviour():
    """cards.json and the code agree: behaviour ids are keyed by card (STYLE 3)."""
    effects = {c["effect"] for c in CARDS.values() if "effect" in c}
    stories = {c["story"] for c in CARDS.values() if "story" in c}
    abilities = {c["ability"] for c in CARDS.values() if "ability" in c}
    assert effects == set(BEHAVIOURS) and stories == set(STORIES) and abilities == ABILITIES
    data = json.loads(DECK_FILE.read_text(encoding="utf-8"))
    assert data["game"] == "practical-guide-to-evil"


def test_the_catalog_reference_names_every_card_id_views_use():
    """Clients draw the table from the catalog: every physical id maps to a card entry."""
    reference = get_game("practical-guide-to-evil").catalog_entry()["reference"]
    keys = {entry["key"] for entry in reference["cards"]}
    assert set(reference["ids"]) == set(CARD_IDS) and set(reference["ids"].values()) == keys
