"""A finished match keeps serving exactly what it served, whatever later releases do to the
rules: its archive holds every event and the final views, and reading it runs no rules code."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from service.engine.registry import get_game

from .helpers import GAME, Table, create_table, play_to_end

RULES = ("setup", "start", "decisions", "actions", "apply", "view", "outcome", "illegal_reason")


def everything_served(table: Table) -> list:
    """Every read of the match, for each seat and a spectator."""
    served = []
    for seat in [None, *range(len(table.tokens))]:
        headers = {} if seat is None else table.auth(seat)
        for path in ("", "/events?limit=1000", "/events?after=5&limit=3"):
            response = table.client.get(table.url + path, headers=headers)
            served.append((response.status_code, response.json))
        if seat is not None:
            served.append(table.actions(seat))
    return served


def test_a_rules_change_does_not_change_what_a_finished_match_serves(
    client: FlaskClient, monkeypatch: pytest.MonkeyPatch
):
    table = create_table(client, seed=11)
    play_to_end(table)
    before = everything_served(table)
    game = get_game(GAME)

    def changed_rules(*args, **kwargs):
        raise KeyError("a field the new rules expect")

    for name in RULES:  # the next release's rules cannot read this match's data at all
        monkeypatch.setattr(game, name, changed_rules)
    assert everything_served(table) == before
    refused = table.post(0, {"action": {"type": "ready"}})
    assert (refused.status_code, refused.json["code"]) == (409, "match_finished")
    assert refused.json["details"]["outcome"] == before[0][1]["outcome"]
    handed = client.put(table.url + "/seat", json={"control": "bot"}, headers=table.auth(1))
    assert (handed.status_code, handed.json["code"]) == (409, "match_finished")
