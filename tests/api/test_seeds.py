"""The seed commitment (ARCHITECTURE "Randomness"): a salted hash that no seat can search,
who chose the seed in every view, and a setting that refuses creators' seeds."""

from __future__ import annotations

import hashlib
import json
import re
import subprocess
from pathlib import Path

import pytest
from flask.testing import FlaskClient

from service.api import create_app

from .helpers import GAME, Table, create_table, play_to_end

README = Path(__file__).resolve().parents[2] / "README.md"
SEARCHED = 100_000  # every seed a player might try first, 7 among them


def texts_of(table: Table) -> str:
    """Everything every seat and a spectator can read now: views, actions and events."""
    seen = [table.view()]
    for seat in range(len(table.tokens)):
        seen += [table.view(seat), table.actions(seat)]
        events = table.client.get(table.url + "/events?limit=1000", headers=table.auth(seat))
        seen.append(events.json)
    return json.dumps(seen)


def test_a_match_seeded_with_7_cannot_be_brute_forced_from_its_views(client: FlaskClient):
    table = create_table(client, seed=7)
    published = table.view()["seed_hash"]
    for seed in range(SEARCHED):  # what an attacker can compute without the salt
        unsalted = hashlib.sha256(f"croupier-seed:{seed}".encode()).hexdigest()
        empty_salt = hashlib.sha256(f"croupier-seed::{seed}".encode()).hexdigest()
        assert published not in (unsalted, empty_salt), seed
    before_the_end = texts_of(table)
    final = play_to_end(table)
    salt = final["salt"]
    assert len(salt) == 32 and int(salt, 16) >= 0  # 128 bits, drawn by the server
    assert salt not in before_the_end  # revealed only at the end
    assert final["seed"] == 7


def test_a_player_verifies_the_commitment_at_the_end_as_the_readme_says(client: FlaskClient):
    table = create_table(client, seed=123)
    committed = table.view(0)["seed_hash"]
    final = play_to_end(table)
    material = f"croupier-seed:{final['salt']}:{final['seed']}".encode()
    assert hashlib.sha256(material).hexdigest() == committed
    finished = table.client.get(table.url + "/events?limit=1000").json["events"][-1]
    assert (finished["type"], finished["seed"], finished["salt"]) == (
        "match_finished",
        123,
        final["salt"],
    )


def test_every_view_says_who_chose_the_seed(client: FlaskClient):
    chosen = create_table(client, seed=7)
    body = {"game": GAME, "seats": [{"type": "human"}] * 3}
    drawn = client.post("/v1/matches", json=body).json
    assert drawn["seed_source"] == "server"
    assert client.get(f"/v1/matches/{drawn['id']}").json["seed_source"] == "server"
    for seat in (None, 0, 1, 2, 3):
        assert chosen.view(seat)["seed_source"] == "creator"
    started = client.get(chosen.url + "/events").json["events"][0]
    assert started["seed_source"] == "creator" and "salt" not in started


def test_a_deployment_can_refuse_seeds_chosen_by_creators(redis_url: str, redis_client):
    client = create_app({"TESTING": True, "REDIS_URL": redis_url, "CLIENT_SEEDS": "refuse"})
    seats = [{"type": "human"}] * 3
    refused = client.test_client().post(
        "/v1/matches", json={"game": GAME, "seats": seats, "seed": 7}
    )
    assert (refused.status_code, refused.json["code"]) == (403, "client_seed_refused")
    assert redis_client.dbsize() == 0  # nothing written
    created = client.test_client().post("/v1/matches", json={"game": GAME, "seats": seats})
    assert created.status_code == 201 and created.json["seed_source"] == "server"


def test_an_unknown_client_seeds_setting_stops_the_service_at_start(redis_url: str):
    with pytest.raises(ValueError, match="CROUPIER_CLIENT_SEEDS"):
        create_app({"TESTING": True, "REDIS_URL": redis_url, "CLIENT_SEEDS": "maybe"})


def test_the_readme_check_of_the_shuffle_says_true_for_a_finished_match(
    client: FlaskClient, tmp_path: Path
):
    table = create_table(client, seed=7)
    (tmp_path / "final.json").write_text(json.dumps(play_to_end(table)))
    section = README.read_text().split("## Fair shuffles", 1)[1].split("\n## ", 1)[0]
    block = re.findall(r"```sh\n(.*?)```", section, flags=re.DOTALL)[0]
    script = "\n".join(line for line in block.splitlines() if not line.startswith("curl "))
    result = subprocess.run(
        ["bash", "-c", script], cwd=tmp_path, capture_output=True, text=True, timeout=600
    )
    assert (result.returncode, result.stdout) == (0, "True\n"), result.stderr
