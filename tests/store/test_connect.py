"""Where the state and the queues live (service/store/connect.py), and how many replicas a
write waits for: the settings, checked at start-up."""

from __future__ import annotations

import pytest

from service.api import create_app
from service.store import Replication
from service.store.connect import Topology, is_cluster, seed_nodes


def test_a_single_redis_holds_the_queues_unless_told_otherwise():
    assert Topology.from_env({"REDIS_URL": "redis://a:1/0"}).queue_url == "redis://a:1/0"
    split = Topology.from_env({"REDIS_URL": "redis://a:1/0", "CROUPIER_QUEUE_URL": "redis://q:2/0"})
    assert (split.url, split.queue_url, split.cluster) == ("redis://a:1/0", "redis://q:2/0", False)


def test_cluster_mode_needs_a_queue_redis_and_a_known_mode(monkeypatch):
    monkeypatch.delenv("CROUPIER_QUEUE_URL", raising=False)  # the cluster pass sets it
    with pytest.raises(ValueError, match="CROUPIER_QUEUE_URL"):
        Topology.from_env({"CROUPIER_REDIS_MODE": "cluster"})
    with pytest.raises(ValueError, match="single or cluster"):
        Topology.from_env({"CROUPIER_REDIS_MODE": "sentinel"})
    with pytest.raises(ValueError, match="CROUPIER_QUEUE_URL"):
        create_app({"REDIS_MODE": "cluster"})


@pytest.mark.parametrize(
    "url, first, others",
    [
        ("redis://a:7000/0", "redis://a:7000/0", []),
        ("redis://a:7000,b:7001,c/0", "redis://a:7000/0", [("b", 7001), ("c", 6379)]),
        (
            "redis://u:pw@a:1,b:2/0?ssl_cert_reqs=none",
            "redis://u:pw@a:1/0?ssl_cert_reqs=none",
            [("b", 2)],
        ),
        (
            "rediss://[::1]:7000,[::1]:7001,[::2]/0",
            "rediss://[::1]:7000/0",
            [("::1", 7001), ("::2", 6379)],
        ),
    ],
)
def test_a_cluster_url_may_name_several_seed_nodes(url, first, others):
    """The first node's URL keeps the credentials and options; the others are host and port
    (6379 when not given), for a client to ask in turn (the drills' cluster tests connect
    through them while a node is down)."""
    found_first, found_others = seed_nodes(url)
    assert found_first == first
    assert [(node.host, node.port) for node in found_others] == others


def test_a_cluster_client_is_made_when_first_used():
    """An API process starts (and answers 503) while no node answers."""
    topology = Topology.from_env(
        {
            "REDIS_URL": "redis://127.0.0.1:1/0",
            "CROUPIER_REDIS_MODE": "cluster",
            "CROUPIER_QUEUE_URL": "redis://127.0.0.1:1/0",
        }
    )
    assert is_cluster(topology.state_client())
    app = create_app(
        {
            "REDIS_URL": "redis://127.0.0.1:1/0",
            "REDIS_MODE": "cluster",
            "QUEUE_URL": "redis://127.0.0.1:1/0",
        }
    )
    answer = app.test_client().get("/v1/matches/x")
    assert (answer.status_code, answer.json["code"]) == (503, "redis_unavailable")


def test_writes_wait_for_one_replica_on_a_cluster_and_none_on_one_redis_by_default():
    assert Replication.from_settings("", 1000, cluster=True).replicas == 1
    assert Replication.from_settings(None, 1000, cluster=False).replicas == 0
    environ = {"CROUPIER_REDIS_WAIT_REPLICAS": "2", "CROUPIER_REDIS_WAIT_MS": "50"}
    assert Replication.from_env(environ, cluster=False) == Replication(2, 50)
