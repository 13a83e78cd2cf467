"""Issue 37, "Settings are not moves": PUT /v1/matches/{id}/seat/settings sets a seat's own
preferences (``auto_pass``, Villainous' Condition mode), public in every view and never
listed among the actions; refusals have stable codes. The catalog lists each game's seat
settings, and the new match options (``reaction_seconds``, ``bot_pace_ms``)."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

from .helpers import Table

VILLAINOUS = "villainous-bigger-and-badder"


def table_of(client: FlaskClient, game: str, seats: list[dict[str, Any]], **options: Any) -> Table:
    body = {"game": game, "seats": seats, "seed": 3, "options": options}
    response = client.post("/v1/matches", json=body)
    assert response.status_code == 201, response.json
    tokens = [seat.get("token") for seat in response.json["seats"]]
    return Table(client, response.json["id"], tokens)


def put_settings(table: Table, seat: int, settings: Any) -> Any:
    body = {"settings": settings}
    return table.client.put(table.url + "/seat/settings", json=body, headers=table.auth(seat))


def test_the_conditions_mode_is_a_seat_setting_never_an_action(client):
    """V25 through HTTP: Villainous lists no ``conditions`` action; the seat sets its mode,
    a version of its own with the game's ``conditions_mode`` event, public in every view."""
    table = table_of(client, VILLAINOUS, [{"type": "human"}] * 2)
    for seat in (0, 1):
        assert not [a for a in table.actions(seat) if a["type"] == "conditions"]
    response = put_settings(table, 1, {"conditions": "auto"})
    assert response.status_code == 200, response.json
    assert response.json == {
        "version": 1,
        "seat": 1,
        "settings": {"auto_pass": False, "conditions": "auto"},
    }
    view = table.view()
    assert view["settings"][1] == {"seat": 1, "auto_pass": False, "conditions": "auto"}
    assert view["table"]["auto"] == [False, True]
    events = client.get(table.url + "/events").json["events"]
    assert events[-1]["type"] == "conditions_mode" and events[-1]["text"]["text"]


def test_the_same_settings_again_make_no_version(client):
    table = table_of(client, "bad-trevor", [{"type": "human"}] * 3)
    assert put_settings(table, 0, {"auto_pass": True}).json["version"] == 1
    again = put_settings(table, 0, {"auto_pass": True})
    assert again.status_code == 200 and again.json["version"] == 1
    said = client.get(table.url + "/events", headers={"Accept-Language": "fr"}).json["events"]
    assert said[-1]["type"] == "seat_settings" and "fenêtre" in said[-1]["text"]["text"]


def test_refusals_have_stable_codes(client):
    table = table_of(client, "bad-trevor", [{"type": "human"}] * 3)
    unknown = put_settings(table, 0, {"conditions": "auto"})
    assert (unknown.status_code, unknown.json["code"]) == (422, "invalid_settings")
    assert unknown.json["details"]["unknown"] == ["conditions"]
    for wrong in ({"auto_pass": "yes"}, {"auto_pass": 1}, {"nonsense": True}):
        refused = put_settings(table, 0, wrong)
        assert (refused.status_code, refused.json["code"]) == (422, "invalid_request"), wrong
    shapeless = table.client.put(table.url + "/seat/settings", json={}, headers=table.auth(0))
    assert (shapeless.status_code, shapeless.json["code"]) == (422, "invalid_request")
    anonymous = client.put(table.url + "/seat/settings", json={"settings": {}})
    assert (anonymous.status_code, anonymous.json["code"]) == (401, "missing_token")
    missing = client.put(
        "/v1/matches/nope/seat/settings", json={"settings": {}}, headers=table.auth(0)
    )
    assert missing.status_code in (401, 404)


def test_a_game_without_windows_offers_no_auto_pass(client):
    """The Practical Guide to Evil opens no reaction window (R33): nothing to pass."""
    table = table_of(client, "practical-guide-to-evil", [{"type": "human"}] * 2)
    refused = put_settings(table, 0, {"auto_pass": True})
    assert (refused.status_code, refused.json["code"]) == (422, "invalid_settings")


def test_the_catalog_lists_seat_settings_and_the_new_options(client):
    games = {game["id"]: game for game in client.get("/v1/games").json}
    villainous = [setting["name"] for setting in games[VILLAINOUS]["seat_settings"]]
    assert villainous == ["auto_pass", "conditions"]
    assert games["practical-guide-to-evil"]["seat_settings"] == []
    trevor = {option["name"]: option for option in games["bad-trevor"]["options"]}
    assert trevor["reaction_seconds"]["default"] == 3
    assert trevor["bot_pace_ms"]["default"] == -1


def test_a_humans_window_against_bots_shows_its_reaction_deadline(client):
    """Every decision has its ``reaction_deadline`` field; the pace is the default's."""
    bots = [{"type": "bot", "strategy": "random"}] * 3
    table = table_of(client, "bad-trevor", [{"type": "human"}, *bots])
    view = table.view(0)
    assert view["options"]["bot_pace_ms"] == -1
    assert all("reaction_deadline" in decision for decision in view["decisions"])
