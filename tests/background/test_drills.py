"""Issue 16's drills past one machine: a Cluster master SIGKILLed mid-play, and the queue
Redis lost. Each test starts its own Redis servers (the session's are never touched) and
real ``croupier worker`` processes.

No timed assertions: the figures printed are for the record."""

from __future__ import annotations

import signal
import subprocess
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import redis
from flask.testing import FlaskClient
from redis.crc import key_slot

from service.api import create_app
from service.cli import free_port, redis_command, start_embedded_redis
from service.devcluster import DevCluster
from service.store import keys
from service.store import pending as pending_sets
from service.store.connect import state_client
from workers import watchdog

from .conftest import log_tails, spawn_worker, stop_workers, wait_for
from .matches_over_http import UNPACED
from .test_outages import RedisServer

HUMAN: dict[str, Any] = {"type": "human"}
BOT: dict[str, Any] = {"type": "bot", "strategy": "random"}
SEATS = [HUMAN, BOT, BOT]
OVER = {"over": True}  # what human_turn says of a finished match (truthy, for wait_for)
PATIENCE = 180.0  # seconds a drill's client keeps retrying one action: a busy machine is slow


@pytest.fixture
def cluster(tmp_path: Path) -> Iterator[tuple[DevCluster, str]]:
    """Three masters with a replica each, and a queue Redis of its own."""
    started = DevCluster(tmp_path / "cluster").start()
    queue, queue_url = start_embedded_redis(tmp_path / "queue", durable=False)
    try:
        yield started, queue_url
    finally:
        started.stop()
        queue.terminate()
        queue.wait(timeout=30)


def cluster_env(cluster: DevCluster, queue_url: str) -> dict[str, str]:
    return {
        "CROUPIER_REDIS_MODE": "cluster",
        "CROUPIER_QUEUE_URL": queue_url,
        "CROUPIER_REDIS_WAIT_REPLICAS": "1",
    }


def headers(token: str, key: str | None = None) -> dict[str, str]:
    found = {"Authorization": f"Bearer {token}"}
    return found | ({"Idempotency-Key": key} if key else {})


def human_turn(client: FlaskClient, match_id: str, token: str) -> dict[str, Any] | None:
    """The human's listed actions when it holds a decision, ``OVER`` at the end, None
    meanwhile (bots to move, or Redis failing over: a 503 is "not yet")."""
    view = client.get(f"/v1/matches/{match_id}")
    if view.status_code == 200 and view.json["status"] == "finished":
        return OVER
    response = client.get(f"/v1/matches/{match_id}/actions", headers=headers(token))
    if response.status_code != 200:
        assert response.status_code == 503, response.json
        return None
    return response.json if response.json["actions"] else None


def quiet_action(listed: dict[str, Any]) -> str:
    """The first listed action that is not a kevin (or the first, if all are)."""
    quiet = [a for a in listed["actions"] if a["type"] != "kevin"] or listed["actions"]
    return quiet[0]["id"]


def awaited(client: FlaskClient, match_id: str, token: str) -> dict[str, Any]:
    """The human's turn (or ``OVER``); on giving up, what the match was waiting for."""
    try:
        return wait_for(lambda: human_turn(client, match_id, token), timeout=PATIENCE)
    except AssertionError as error:
        view = client.get(f"/v1/matches/{match_id}").json
        stalled = f"{view.get('version')} {view.get('status')} {view.get('decisions')}"
        raise AssertionError(f"{match_id} stalled at {stalled}: {error}") from error


def act_until_acknowledged(client: FlaskClient, match_id: str, token: str) -> tuple[int, int]:
    """One human action under one Idempotency-Key, sent again after every 503 until it is
    acknowledged; returns (the version it acknowledged, the 503s on the way). A bot that moved
    between the listing and the submit may have made the action illegal (422) or closed the
    window the human was answering (403 ``not_your_turn``): none of the sends under that key
    committed, or the key would answer 200, so list again."""
    refused, deadline = 0, time.monotonic() + PATIENCE
    while time.monotonic() < deadline:
        body, key = {"action_id": quiet_action(awaited(client, match_id, token))}, uuid.uuid4().hex
        while time.monotonic() < deadline:
            response = client.post(
                f"/v1/matches/{match_id}/actions", json=body, headers=headers(token, key)
            )
            if response.status_code == 200:
                return response.json["version"], refused
            if response.json.get("code") in ("illegal_action", "not_your_turn"):
                break
            assert response.status_code == 503, response.json
            refused += 1
            time.sleep(0.1)
    raise AssertionError(f"{match_id}: an action never acknowledged within {PATIENCE} s")


def test_a_killed_master_fails_over_without_losing_an_acknowledged_action(cluster, tmp_path):
    """Six human-vs-bot matches on a three-master cluster, writes acknowledged only once a
    replica holds them (WAIT 1). The master of the first match's slot is SIGKILLed in the
    middle of play: its replica takes over, requests meanwhile answer 503 (never 500), the
    client's retries under the same Idempotency-Key go through, every action ever
    acknowledged is in its match's log where it was acknowledged, and every match plays to
    its end (its bots' work, on the lost master's pending set too, dispatched again). A
    failure shows the end of each worker's log."""
    nodes, queue_url = cluster
    env = cluster_env(nodes, queue_url)
    logs = [tmp_path / f"worker-{n}.log" for n in range(2)]
    workers = [spawn_worker(nodes.seeds_url, log, **env) for log in logs]
    try:
        _play_through_the_kill(nodes, queue_url)
    except AssertionError as failure:
        raise AssertionError(f"{failure}\n{log_tails(logs)}") from failure
    finally:
        stop_workers(workers, timeout=30)


def _play_through_the_kill(nodes: DevCluster, queue_url: str) -> None:
    """Six matches played by their humans, the first one's master killed in round 3."""
    config = {
        "TESTING": True,
        "REDIS_URL": nodes.seeds_url,
        "REDIS_MODE": "cluster",
        "QUEUE_URL": queue_url,
        "REDIS_WAIT_REPLICAS": 1,
    }
    client = create_app(config).test_client()
    matches = []
    for seed in range(6):
        body = {"game": "bad-trevor", "seats": SEATS, "seed": seed, **UNPACED}
        created = client.post("/v1/matches", json=body).json
        matches.append((created["id"], created["seats"][0]["token"]))
    acknowledged: dict[str, list[int]] = {match_id: [] for match_id, _ in matches}
    victim = nodes.master_of(keys.state(matches[0][0]))
    killed_at, recovered_at, refused, rounds = None, None, 0, 0
    while any(human_turn(client, m, t) is not OVER for m, t in matches):
        rounds += 1
        if rounds == 3:
            nodes.kill(victim)
            killed_at = time.time()
        for match_id, token in matches:
            if awaited(client, match_id, token) is OVER:
                continue
            version, retries = act_until_acknowledged(client, match_id, token)
            acknowledged[match_id].append(version)
            refused += retries
            if killed_at and match_id == matches[0][0] and recovered_at is None:
                recovered_at = time.time()
    assert killed_at is not None and recovered_at is not None, "no match outlived the kill"
    for match_id, _ in matches:
        log = exported_log(client, match_id)
        for version in acknowledged[match_id]:
            assert log[version - 1]["seat"] == 0, (match_id, version)
    promoted = nodes.master_of(keys.state(matches[0][0]))
    assert promoted.port != victim.port
    print(
        f"\nfailover drill: master :{victim.port} killed, replica :{promoted.port} took "
        f"over; its slot took an acknowledged action again {recovered_at - killed_at:.2f} s "
        f"after the kill; {sum(map(len, acknowledged.values()))} acknowledged human "
        f"actions in 6 matches, all kept; {refused} submits answered 503 and were sent "
        "again"
    )


def test_a_slot_without_a_master_answers_503_and_the_watchdog_sweeps_on(cluster):
    """Until a failed master's replica takes over, its slots have no master: redis-py's
    cluster client then raises exceptions of its own, which are no RedisError ("All slots
    are not covered"). A request answers 503, never 500, and the watchdog's sweep goes on
    over the other pending sets (one such exception once ended a worker's watchdog for
    good, and a match whose job had failed in the failover stalled)."""
    nodes, queue_url = cluster
    config = {
        "TESTING": True,
        "REDIS_URL": nodes.url,
        "REDIS_MODE": "cluster",
        "QUEUE_URL": queue_url,
    }
    app = create_app(config)
    client, store = app.test_client(), app.extensions["croupier.store"]
    body = {"game": "bad-trevor", "seats": [HUMAN] * 3}
    match_id = client.post("/v1/matches", json=body).json["id"]
    pending, _ = pending_sets.shard_keys(0)
    unserved = {key_slot(keys.state(match_id).encode()), key_slot(pending.encode())}
    for node in nodes.nodes:  # as mid-failover: these slots have no master anywhere
        node.client().config_set("cluster-require-full-coverage", "no")
        node.client().execute_command("CLUSTER", "DELSLOTS", *unserved)
    for _ in range(3):  # the first read meets CLUSTERDOWN, the next the client's own error
        answer = client.get(f"/v1/matches/{match_id}")
        assert (answer.status_code, answer.json["code"]) == (503, "redis_unavailable")
    assert watchdog.sweep(store, time.time()) == []  # the other fifteen pending sets swept


def test_a_client_made_while_its_first_named_node_is_down_asks_the_next(cluster):
    """REDIS_URL may name several nodes (``connect.seed_nodes``): a process, or a bot job,
    that connects while the first is down finds the cluster through the next. Named alone,
    a node that is down leaves it none: the failover drill once stalled so, a worker's
    watchdog and jobs connecting after their URL's master was killed."""
    nodes, _ = cluster
    down = next(node for node in nodes.nodes if node not in nodes.masters_alive())
    nodes.kill(down)  # a replica: every slot keeps its master
    alone = state_client(down.url, "cluster")
    with pytest.raises(redis.ConnectionError, match="no node of the cluster answers"):
        alone.get("seeded")
    others = ",".join(f"127.0.0.1:{node.port}" for node in nodes.nodes if node is not down)
    seeded = state_client(f"redis://127.0.0.1:{down.port},{others}/0", "cluster")
    seeded.set("seeded", "found")
    assert seeded.get("seeded") == b"found"


def test_with_the_queue_redis_lost_humans_play_on_and_bots_and_timers_resume_after(
    tmp_path: Path,
):
    """The queue Redis is SIGKILLed and comes back empty: meanwhile the API serves views and
    human actions (their work is recorded with the match state, not with the queues); once
    it is back, the watchdog finds that work, the bot moves, and a turn timer that fell due
    during the outage fires (late, never early). A failure shows the end of the worker's log
    (it failed twice in whole-suite runs with the scheduler's once-a-second heartbeat)."""
    state = RedisServer(tmp_path / "state", fsync="everysec")
    queue = RedisServer(tmp_path / "queue")
    state.start()
    queue.start()
    env = {"CROUPIER_REDIS_MODE": "single", "CROUPIER_QUEUE_URL": queue.url}
    log = tmp_path / "worker.log"
    workers = [spawn_worker(state.url, log, **env)]
    try:
        config = {
            "TESTING": True,
            "REDIS_URL": state.url,
            "REDIS_MODE": "single",
            "QUEUE_URL": queue.url,
        }
        client = create_app(config).test_client()
        body = {"game": "bad-trevor", "seats": SEATS, "seed": 2}
        created = client.post("/v1/matches", json=body).json
        match_id, token = created["id"], created["seats"][0]["token"]
        act_until_acknowledged(client, match_id, token)  # the bot answers: the queues work
        wait_for(lambda: human_turn(client, match_id, token))
        timers = {"turn_seconds": 2, "on_timeout": "forfeit"}
        body = {"game": "bad-trevor", "seats": [HUMAN] * 3, "options": timers}
        timed = client.post("/v1/matches", json=body).json["id"]
        deadline = min(d["deadline"] for d in client.get(f"/v1/matches/{timed}").json["decisions"])
        queue.go_down(signal.SIGKILL)
        lost = time.time()
        version, refused = act_until_acknowledged(client, match_id, token)
        assert refused == 0  # a human's action never needed the queues
        assert client.get(f"/v1/matches/{match_id}").json["version"] == version
        recorded = redis.Redis.from_url(state.url)
        _, info = pending_sets.pending_keys(recorded, match_id)
        assert recorded.hexists(info, match_id)  # its bot's work is recorded
        time.sleep(max(0.0, deadline + 1 - time.time()))  # the outage outlasts the deadline
        queue.start(data_dir=tmp_path / "queue-empty")
        back = time.time()
        try:
            wait_for(lambda: client.get(f"/v1/matches/{match_id}").json["version"] > version)
            wait_for(lambda: client.get(f"/v1/matches/{timed}").json["status"] == "finished")
        except AssertionError as failure:
            raise AssertionError(f"{failure}\n{log_tails([log], 80)}") from failure
        fired = next(entry for entry in exported_log(client, timed) if entry["seat"] is None)
        assert fired["now"] >= deadline and fired["now"] >= back
        print(
            f"\nqueue Redis lost for {back - lost:.2f} s: the human played on; the bot moved "
            f"and the deadline fired {fired['now'] - back:.2f} s after it came back"
        )
    finally:
        stop_workers(workers, timeout=30)
        queue.stop()
        state.stop()


def exported_log(client: FlaskClient, match_id: str) -> list[dict[str, Any]]:
    """A finished match's action log, by its export."""
    response = client.get(f"/v1/matches/{match_id}/export")
    assert response.status_code == 200, response.json
    return response.json["log"]


def confirmed(response: Any) -> dict[str, Any] | None:
    """A write's answer once a replica confirmed it; None for a 503 ``redis_not_replicated``
    (a replica still catching up on a busy machine: send it again under the same key)."""
    if response.status_code == 503 and response.json["code"] == "redis_not_replicated":
        return None
    assert response.status_code in (200, 201), response.json
    return response.json


def test_a_write_no_replica_confirms_in_time_answers_503_and_its_retry_the_first_answer(
    tmp_path: Path,
):
    """A Redis with one replica, writes waiting for it (WAIT 1, 300 ms). The replica is
    frozen (SIGSTOP: still attached, silent): a human's action is made on the master but
    not confirmed, so it answers 503 ``redis_not_replicated``; once the replica is back, the
    retry under the same Idempotency-Key answers the first commit, not a second one."""
    master = RedisServer(tmp_path / "master")
    master.start()
    (tmp_path / "replica").mkdir()
    replica = subprocess.Popen(
        [
            *redis_command(tmp_path / "replica", free_port(), durable=False),
            "--replicaof",
            "127.0.0.1",
            str(master.port),
        ],
        stdout=subprocess.DEVNULL,
    )
    try:
        connection = redis.Redis.from_url(master.url)

        def attached() -> bool:  # in sync: ROLE lists it (and so the store waits for it)
            assert replica.poll() is None, "the replica exited"
            return len(connection.execute_command("ROLE")[2]) == 1

        wait_for(attached)
        config = {
            "TESTING": True,
            "REDIS_URL": master.url,
            "REDIS_MODE": "single",
            "REDIS_WAIT_REPLICAS": 1,
            "REDIS_WAIT_MS": 300,
        }
        client = create_app(config).test_client()
        body = {"game": "bad-trevor", "seats": [HUMAN] * 3}
        create = {"json": body, "headers": {"Idempotency-Key": "create-once"}}
        created = wait_for(lambda: confirmed(client.post("/v1/matches", **create)))
        match_id, token = created["id"], created["seats"][0]["token"]
        replica.send_signal(signal.SIGSTOP)
        action = {"action_id": "ready"}
        sent = {"json": action, "headers": headers(token, "ready-once")}
        refused = client.post(f"/v1/matches/{match_id}/actions", **sent)
        answer = (refused.status_code, refused.json.get("code"))
        assert answer == (503, "redis_not_replicated"), refused.json
        replica.send_signal(signal.SIGCONT)
        again = wait_for(lambda: confirmed(client.post(f"/v1/matches/{match_id}/actions", **sent)))
        assert again["version"] == 1
        assert client.get(f"/v1/matches/{match_id}").json["version"] == 1  # one commit
    finally:
        replica.send_signal(signal.SIGCONT)
        replica.terminate()
        replica.wait(timeout=30)
        master.stop()
