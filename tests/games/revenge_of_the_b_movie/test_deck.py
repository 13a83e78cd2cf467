"""The Revenge of the B-Movie deck (cards.json) against the rulebook and CARDS.md design targets.

The deck file is read with json alone, so these tests do not depend on the game package.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

DECK_FILE = (
    Path(__file__).resolve().parents[3]
    / "service"
    / "games"
    / "revenge_of_the_b_movie"
    / "cards.json"
)
TYPES = {"connection", "finale", "introduction", "make-up", "monster", "special-fx"}
ENTRY_FIELDS = {"key", "name", "types", "cult", "edit", "copies", "text", "origin"}
KEBAB = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")

# Whole film titles (or their well-known short forms) that no single card may be named.
REAL_FILM_TITLES = {
    "alien",
    "alligator",
    "critters",
    "cyborg",
    "dinosaur",
    "frogs",
    "ghost",
    "giant",
    "godzilla",
    "gremlins",
    "jaws",
    "king kong",
    "mutant",
    "piranha",
    "predator",
    "rubber",
    "scarecrows",
    "tarantula",
    "the blob",
    "the fly",
    "the thing",
    "them!",
    "tremors",
    "from beyond the grave",
    "plan 9 from outer space",
}


@pytest.fixture(scope="module")
def entries() -> list[dict]:
    return json.loads(DECK_FILE.read_text(encoding="utf-8"))["cards"]


@pytest.fixture(scope="module")
def by_key(entries) -> dict[str, dict]:
    return {e["key"]: e for e in entries}


def all_names(entry: dict) -> set[str]:
    return {entry["name"], *entry.get("names", {}).values()}


def physical(entries, pred=lambda e: True) -> int:
    return sum(e["copies"] for e in entries if pred(e))


def mean_cult(entries, pred=lambda e: True) -> float:
    chosen = [e for e in entries if pred(e)]
    return sum(e["cult"] * e["copies"] for e in chosen) / physical(chosen)


def type_counts(entries) -> Counter:
    counts: Counter = Counter()
    for e in entries:
        for t in e["types"]:
            counts[t] += e["copies"]
    return counts


def test_file_format(entries):
    """Task format: {"cards": [...]}; every entry has exactly the agreed fields and value kinds."""
    assert isinstance(entries, list) and entries
    for e in entries:
        allowed = ENTRY_FIELDS | ({"names"} if "names" in e else set())
        assert set(e) == allowed, e["key"]
        assert isinstance(e["name"], str) and e["name"].strip()
        assert isinstance(e["types"], list) and 1 <= len(e["types"]) <= 2, e["key"]
        assert set(e["types"]) <= TYPES and len(set(e["types"])) == len(e["types"]), e["key"]
        assert isinstance(e["cult"], int) and not isinstance(e["cult"], bool), e["key"]
        assert isinstance(e["copies"], int) and e["copies"] >= 1, e["key"]
        assert e["origin"] in {"rulebook", "ours"}, e["key"]
        if "names" in e:
            names = e["names"]
            assert set(names) == set(e["types"]), e["key"]
            assert e["name"] == names[e["types"][0]], e["key"]
            assert len(set(names.values())) == len(names), e["key"]


def test_deck_size(entries):
    """CARDS.md design target: about 108 cards (six players take 30 a round) -> exactly 108."""
    assert physical(entries) == 108


def test_keys(entries):
    """Physical ids (key, or key-1, key-2...): keys unique, kebab-case, never ending in -<digit>."""
    keys = [e["key"] for e in entries]
    assert len(keys) == len(set(keys))
    for key in keys:
        assert KEBAB.match(key), key
        assert not re.search(r"-\d+$", key), key
    ids = [
        e["key"] if e["copies"] == 1 else f"{e['key']}-{n}"
        for e in entries
        for n in range(1, e["copies"] + 1)
    ]
    assert len(ids) == len(set(ids)) == 108


def test_rulebook_cards(by_key, entries):
    """Rulebook examples: The Musical, Living Dead, Swamp Beast/Muddy, Tomato(es)/Tomatoey,
    From the Black Lagoon and Killer, exactly as described; The Musical has a single copy."""
    by_name = {e["name"]: e for e in entries}
    musical = by_name["The Musical"]
    assert set(musical["types"]) == {"special-fx", "finale"}
    assert musical["copies"] == 1
    assert set(by_name["Living Dead"]["types"]) == {"monster", "make-up"}
    swamp = by_name["Swamp Beast"]
    assert set(swamp["types"]) == {"monster", "make-up"}
    assert swamp["names"] == {"monster": "Swamp Beast", "make-up": "Muddy"}
    assert swamp["edit"] == {"kind": "plus", "title": "From the Black Lagoon"}
    tomato = by_name["Tomato(es)"]
    assert set(tomato["types"]) == {"monster", "make-up"}
    assert tomato["names"] == {"monster": "Tomato(es)", "make-up": "Tomatoey"}
    assert tomato["cult"] == -1
    assert tomato["edit"] == {"kind": "flip", "title": "Killer"}
    assert by_name["From the Black Lagoon"]["types"] == ["finale"]
    assert by_name["Killer"]["types"] == ["make-up"]
    rulebook = {e["name"] for e in entries if e["origin"] == "rulebook"}
    assert rulebook == {
        "The Musical",
        "Living Dead",
        "Swamp Beast",
        "Tomato(es)",
        "From the Black Lagoon",
        "Killer",
    }


def test_cult_values(entries):
    """CARDS.md: cult from -2 to +3, averaging a little under +1 a card (0.70-0.95), larger on
    Introductions and Finales (their mean >= 1.4, the other cards' mean lower)."""
    for e in entries:
        assert -2 <= e["cult"] <= 3, e["key"]
    assert 0.70 <= mean_cult(entries) <= 0.95

    def opens_or_closes(e):
        return bool({"introduction", "finale"} & set(e["types"]))

    high = mean_cult(entries, opens_or_closes)
    rest = mean_cult(entries, lambda e: not opens_or_closes(e))
    assert high >= 1.4
    assert rest < high
    assert rest < 1.0


def test_edit_shares(entries):
    """CARDS.md: about a quarter of cards carry a +1(X) edit (24%-30%), some negatives a
    + (X) flip (5%-9%); every flip is on a negative card; one edit at most per card."""
    for e in entries:
        edit = e["edit"]
        if edit is None:
            continue
        assert isinstance(edit, dict), e["key"]
        assert edit["kind"] in {"plus", "flip"}, e["key"]
        targets = {"type", "title"} & set(edit)
        assert len(targets) == 1 and set(edit) == {"kind", *targets}, e["key"]
        if edit["kind"] == "flip":
            assert e["cult"] < 0, e["key"]
    plus = physical(entries, lambda e: bool(e["edit"]) and e["edit"]["kind"] == "plus")
    flip = physical(entries, lambda e: bool(e["edit"]) and e["edit"]["kind"] == "flip")
    assert 0.24 <= plus / 108 <= 0.30
    assert 0.05 <= flip / 108 <= 0.09


def test_edit_targets_present(entries):
    """CARDS.md: every edit's target is present in the deck (a type some card has, or a title
    that is one of some other card's names)."""
    deck_types = {t for e in entries for t in e["types"]}
    for e in entries:
        edit = e["edit"]
        if not edit:
            continue
        if "type" in edit:
            assert edit["type"] in TYPES and edit["type"] in deck_types, e["key"]
        else:
            others = {n for o in entries if o is not e for n in all_names(o)}
            assert edit["title"] in others, e["key"]


def test_edits_spread(entries):
    """Task brief: edits spread over types and titles - at least 3 plus-by-type edits (on at
    least 3 different types), at least 6 plus-by-title edits, at least 3 flips."""
    edits = [e["edit"] for e in entries if e["edit"]]
    plus_type = [x for x in edits if x["kind"] == "plus" and "type" in x]
    plus_title = [x for x in edits if x["kind"] == "plus" and "title" in x]
    flips = [x for x in edits if x["kind"] == "flip"]
    assert len(plus_type) >= 3 and len(plus_title) >= 6 and len(flips) >= 3
    assert len({x["type"] for x in plus_type}) >= 3


def test_monster_share(entries):
    """CARDS.md: many cards able to be a Monster (a film needs one, two with a Connection):
    30%-38% of physical cards list monster."""
    share = physical(entries, lambda e: "monster" in e["types"]) / 108
    assert 0.30 <= share <= 0.38


def test_type_mix(entries):
    """Design mix by physical cards (a card counts for each type): introduction 8-11,
    connection 6-8, finale 12-16, make-up 22-30, special-fx 18-26, monster 33-40;
    introductions and connections single-type; 15-25 multi-type cards."""
    counts = type_counts(entries)
    ranges = {
        "introduction": (8, 11),
        "connection": (6, 8),
        "finale": (12, 16),
        "make-up": (22, 30),
        "special-fx": (18, 26),
        "monster": (33, 40),
    }
    for t, (lo, hi) in ranges.items():
        assert lo <= counts[t] <= hi, (t, counts[t])
    for e in entries:
        if {"introduction", "connection"} & set(e["types"]):
            assert len(e["types"]) == 1, e["key"]
    multi = physical(entries, lambda e: len(e["types"]) > 1)
    assert 15 <= multi <= 25


def test_names(entries):
    """Names: all different across entries (every name a card can show), no real film title as
    a single card name beyond the rulebook's own, B-movie introductions/connections."""
    seen: list[str] = []
    for e in entries:
        seen.extend(all_names(e))
    lowered = [n.lower() for n in seen]
    assert len(lowered) == len(set(lowered))
    for e in entries:
        if e["origin"] == "ours":
            for n in all_names(e):
                assert n.lower() not in REAL_FILM_TITLES, n
    for e in entries:
        if e["types"] == ["introduction"]:
            assert e["name"].endswith(" of the"), e["name"]


def test_texts(entries):
    """Taglines: one short sentence each, all distinct."""
    texts = [e["text"] for e in entries]
    assert len(texts) == len(set(texts))
    for t in texts:
        assert 10 <= len(t) <= 90, t
        assert t[-1] in ".!?", t
        assert not re.search(r"[.!?]\s+[A-Z]", t), t
