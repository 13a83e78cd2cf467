"""Badass Force in words (issue 34): a few exact sentences, in English and French, for its key
events, labels and decisions; a face-down character named to its owner alone."""

from __future__ import annotations

from service.engine import match as engine
from service.engine.match import Match
from service.engine.registry import get_game

DUKE, REX, TEX = "duke-cartridge", "rex-kickwell", "tex-overdrive"
PAYNE, MAMA = "sgt-hank-payne", "big-mama-bazooka"


def _said(match: Match, events: list[dict], reader: int | None, locale: str = "en") -> list[str]:
    return [engine.told_event(match, e, reader, locale)["text"]["text"] for e in events]


def _decisions(match: Match, locale: str = "en") -> list[str]:
    return [d["text"]["text"] for d in engine.told_decisions(match, locale)]


def test_the_denounce_window_says_who_claims_whom(t):
    """The issue's complaint: a denounce window said nothing of the claim it is about."""
    match = t.match([DUKE, REX, TEX])
    match, _ = t.act(match, 0, {"type": "announce", "character": DUKE})
    assert _decisions(match)[0] == (
        "Seat 1 says “I am Duke Cartridge”: Seat 2 may denounce it or let it stand."
    )
    assert _decisions(match, "fr")[0] == (
        "Joueur 1 dit « Je suis Duke Cartridge » : "
        "Joueur 2 peut dénoncer le bluff ou laisser passer."
    )
    labels = [a["label"]["text"] for a in engine.labelled_actions(match, 1, "en")]
    assert labels == [
        "Denounce Seat 1's “I am Duke Cartridge” as a bluff",
        "Let Seat 1's “I am Duke Cartridge” stand",
    ]


def test_a_sealed_answer_is_told_to_its_seat_alone(t):
    match = t.match([DUKE, REX, TEX])
    match, _ = t.act(match, 0, {"type": "announce", "character": DUKE})
    match, events = t.act(match, 1, {"type": "denounce"})
    assert _said(match, events, 1) == ["You denounce the announcement."]
    assert _said(match, events, 0) == ["Seat 2 has answered."]
    assert _said(match, events, None, "fr") == ["Joueur 2 a répondu."]


def test_a_found_out_bluff_reads_as_a_story(t):
    match = t.match([REX, DUKE, TEX])
    match, events = t.announce(match, 0, DUKE, denounce=(1, 2))
    told = _said(match, events, None)
    assert told[-3:] == [
        "Seat 2 and Seat 3 denounce Seat 1's “I am Duke Cartridge”; Seat 2, the first clockwise, "
        "is the one involved.",
        "Seat 1 shows Rex Kickwell, not Duke Cartridge: a bluff, and Seat 2 caught it.",
        "Seat 1 is found out and loses Rex Kickwell; Seat 2 scores 2 points (score 2).",
    ]
    assert _said(match, events[-1:], None, "fr") == [
        "Joueur 1 est démasqué et perd Rex Kickwell ; Joueur 2 marque 2 points (score 2)."
    ]
    assert _said(match, events[-1:], 0) == [
        "You are found out and lose Rex Kickwell; Seat 2 scores 2 points (score 2)."
    ]
    assert _said(match, events[-1:], 0, "fr") == [
        "Vous êtes démasqué et perdez Rex Kickwell ; Joueur 2 marque 2 points (score 2)."
    ]
    assert _decisions(match) == ["Seat 1 lost their active character and puts a new one face down."]


def test_a_face_down_character_is_named_to_its_owner_only(t):
    """The new active character is in the owner's private part: others read "a character"."""
    match = t.match([DUKE, REX, TEX])
    match, events = t.act(match, 0, {"type": "change", "card": PAYNE})
    assert _said(match, events, 0)[0] == (
        "You change character: Sergeant Hank Payne is now face down in front of you."
    )
    assert _said(match, events, 0, "fr")[0] == (
        "Vous changez de personnage : Sergent Hank Payne est désormais face cachée devant vous."
    )
    for reader in (None, 1, 2):
        for locale in ("en", "fr"):
            told = " ".join(_said(match, events, reader, locale))
            assert "Payne" not in told and "Duke" not in told, (reader, told)
    assert _said(match, events, 1)[0] == "Seat 1 changes character, face down."


def test_labels_name_the_cards_and_say_a_bluff_to_the_bluffer(t):
    match = t.match([DUKE, REX, TEX], weapons=[("katana", 4)], centre=["minigun-1"])
    labels = {a["label"]["text"] for a in engine.labelled_actions(match, 0, "en")}
    assert "Say “I am Duke Cartridge” and use the power (the truth)" in labels
    assert "Say “I am Rex Kickwell” and use the power (a bluff)" in labels
    assert "Execute Seat 2's active character with your Katana, then take the Minigun" in labels
    assert (
        "Change weapon: discard your Katana (losing its 4 charges) and take the Minigun at 0 "
        "charge" in labels
    )
    assert "Change character: take back Duke Cartridge and put Rex Kickwell face down" in labels
    french = {a["label"]["text"] for a in engine.labelled_actions(match, 0, "fr")}
    assert "Dire « Je suis Rex Kickwell » et utiliser son pouvoir (un bluff)" in french
    assert (
        "Exécuter le personnage actif de Joueur 2 avec votre arme (Katana), puis prendre Minigun"
        in french
    )


def test_a_power_label_says_what_it_does_to_whom(t):
    match = t.match([MAMA, REX, TEX], weapons=[("katana", 0), ("katana", 3), ("minigun", 2)])
    match, _ = t.announce(match, 0, MAMA)
    assert _decisions(match) == ["Seat 1 picks whom Big Mama Bazooka's power aims at."]
    labels = [a["label"]["text"] for a in engine.labelled_actions(match, 0, "en")]
    assert labels == [
        "Take up to 2 charges from Seat 2's weapon (Big Mama Bazooka's power)",
        "Take up to 2 charges from Seat 3's weapon (Big Mama Bazooka's power)",
    ]


def test_every_name_has_a_french_name_where_the_game_gives_one():
    names = get_game("badass-force").lexicon.names_in("fr")
    assert names["weapon"]["pump-shotgun-2"] == "Fusil à pompe"
    assert names["character"]["sgt-hank-payne"] == "Sergent Hank Payne"
    assert names["face"]["red"] == "Rouge"
