"""The deck as data: every card of the page kept with its text, every blank completed, and
every behaviour id of cards.json known to the code (and every behaviour used by a card)."""

from __future__ import annotations

import json
from collections import Counter

from service.engine.registry import get_game
from service.games.practical_guide_to_evil.deck import CARD_IDS, CARDS, DECK_FILE, ENTRIES
from service.games.practical_guide_to_evil.effects import EFFECTS, STORIES

PAGE_CARDS = {
    "amadeus": "Amadeus, The Black Knight",
    "wekesa": "Wekesa, The Warlock",
    "eudokia": "Eudokia, The Scribe",
    "hye-sue": "Hye Sue, The Ranger",
    "assassin": "The Assassin",
    "sabah": "Sabah, The Captain",
    "tariq": "Tariq Isbili, The Grey Pilgrim",
    "team-up": "Team up !",
    "feather": "Seraphim's feather",
    "invincible": '"I am invincible !"',
    "evil-on-evil": "Evil turn on Evil",
    "arthurian": "Arthurian story",
    "monster": "The Monster is freed and turn on its Master",
    "redemption": "Redemption story",
    "corruption": "Corruption story",
    "rule-of-three": "Rule of Three",
    "find": "Find",
}
PAGE_TEXTS = {
    "eudokia": "She doesn't count as a member of your band of five. When played, must be "
    "attached to an other Named of your band. Destroy her if the attached Named leaves play.",
    "sabah": "When played, must be attached to an other Named of your band. Destroy her if the "
    "attached Named leaves play.",
    "team-up": "This Thing is undestructible. No player control this Thing.",
    "feather": "Can only be attached to a Hero.",
}
ABILITIES = {"none", "duel_tie", "draw_on_play", "guard", "untouchable", "assassin", "captain"}
ABILITIES |= {"heal"}


def test_every_card_the_page_names_is_kept_with_its_text():
    """R1: the page's cards, names and texts (conditions and effects included) are kept."""
    for key, name in PAGE_CARDS.items():
        assert ENTRIES[key]["name"] == name and ENTRIES[key]["origin"] == "page"
    for key, text in PAGE_TEXTS.items():
        assert ENTRIES[key]["text"].startswith(text) or text in ENTRIES[key]["text"]
    assert ENTRIES["evil-on-evil"]["condition"].startswith("A player controls two Vilains")
    assert ENTRIES["redemption"]["effect_text"].startswith("Flip a coin. Head, the Vilain")
    assert ENTRIES["corruption"]["effect_text"].startswith("The Hero is now considered a Vilain")
    assert ENTRIES["find"]["effect_text"].startswith("Search the discard pile for a card")


def test_no_blank_is_left():
    """R1: every "???" of the page is completed; each completion says it is ours."""
    assert "???" not in DECK_FILE.read_text(encoding="utf-8")
    for entry in ENTRIES.values():
        assert entry["origin"] in ("page", "ours")
        assert entry.get("text") or (entry.get("condition") and entry.get("effect_text"))


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
    assert effects == set(EFFECTS) and stories == set(STORIES) and abilities == ABILITIES
    data = json.loads(DECK_FILE.read_text(encoding="utf-8"))
    assert data["game"] == "practical-guide-to-evil"


def test_the_catalog_reference_names_every_card_id_views_use():
    """Clients draw the table from the catalog: every physical id maps to a card entry."""
    reference = get_game("practical-guide-to-evil").catalog_entry()["reference"]
    keys = {entry["key"] for entry in reference["cards"]}
    assert set(reference["ids"]) == set(CARD_IDS) and set(reference["ids"].values()) == keys
