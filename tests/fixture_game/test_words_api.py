"""Words over HTTP (issue 34), on One Card Poker: the language Accept-Language chooses (told
back in Content-Language), labels and groups on listed actions, texts on events and
decisions written for their reader, the catalog's names and how-to-play, and a listed action
echoed back whole (its words included) still submits."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

FRENCH = {"Accept-Language": "fr-CA,fr;q=0.9,en;q=0.5"}


def _three_humans(client: FlaskClient) -> tuple[str, list[str]]:
    seats = [{"type": "human"}] * 3
    created = client.post("/v1/matches", json={"game": "one-card-poker", "seats": seats, "seed": 4})
    assert created.status_code == 201, created.json
    return f"/v1/matches/{created.json['id']}", [s["token"] for s in created.json["seats"]]


def _as(token: str, **more: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}", **more}


def _entry(client: FlaskClient, headers: dict[str, str]) -> tuple[Any, dict[str, Any]]:
    response = client.get("/v1/games", headers=headers)
    assert response.status_code == 200
    return response, next(g for g in response.json if g["id"] == "one-card-poker")


def test_the_catalog_speaks_the_language_asked_for_and_says_which(client):
    response, entry = _entry(client, FRENCH)
    assert response.headers["Content-Language"] == "fr"
    assert "Accept-Language" in response.headers["Vary"]
    assert entry["how_to_play"].startswith("## Le but")
    assert entry["reference"]["names"]["card"]["A"] == "As"
    response, entry = _entry(client, {"Accept-Language": "de-DE,de;q=0.9"})
    assert response.headers["Content-Language"] == "en"  # no German: English
    assert entry["reference"]["names"]["card"]["A"] == "Ace"
    assert entry["how_to_play"].startswith("## The goal")


def test_actions_carry_labels_and_a_group_and_submit_echoed_whole(client):
    url, tokens = _three_humans(client)
    listed = client.get(url + "/actions", headers=_as(tokens[0], **FRENCH))
    assert listed.headers["Content-Language"] == "fr"
    by_type = {a["type"]: a for a in listed.json["actions"]}
    assert by_type["bet"]["label"]["text"] == "Miser un jeton et rester en jeu (le pot contient 3)"
    assert by_type["bet"]["label"]["args"]["pot"] == {"kind": "number", "value": 3, "text": "3"}
    assert by_type["fold"]["group"] == "Se coucher"
    echoed = {k: v for k, v in by_type["bet"].items() if k != "id"}
    done = client.post(url + "/actions", json={"action": echoed}, headers=_as(tokens[0]))
    assert done.status_code == 200, done.json
    assert [e["text"]["text"] for e in done.json["events"]] == ["You bet a chip."]


def test_events_and_decisions_are_told_to_each_reader_and_never_more(client):
    url, tokens = _three_humans(client)
    mine = client.get(url, headers=_as(tokens[1])).json
    card = mine["table"]["cards"][1]
    names = _entry(client, {})[1]["reference"]["names"]["card"]
    texts = {}
    for reader, headers in [("spectator", {}), *((n, _as(t)) for n, t in enumerate(tokens))]:
        page = client.get(url + "/events", headers=headers).json["events"]
        texts[reader] = [event["text"]["text"] for event in page]
    assert texts[1][1] == f"You ante a chip and get the {names[card]}."
    for reader in ("spectator", 0, 2):
        assert names[card] not in texts[reader][1], reader
    dealt = "Each seat antes a chip and gets a card face down; the pot holds 3."
    assert texts["spectator"][1] == dealt
    decision = client.get(url, headers=FRENCH).json["decisions"][0]
    assert decision["text"]["text"] == "Joueur 1 mise ou se couche."
    assert decision["text"]["args"]["seat"]["value"] == 0
