"""Where the service's two kinds of Redis data live, and the clients that reach them.

- Match state (matches, their streams, tokens, idempotency records, rate-limit counters,
  app records, the pending-work sets): ``REDIS_URL``. With ``CROUPIER_REDIS_MODE=cluster``
  it names a node of a Redis Cluster, or several, comma-separated
  (``redis://10.0.0.1:7000,10.0.0.2:7000/0``), reached through redis-py's cluster client;
  every multi-key command of the service then touches one slot (``keys`` says how).
- Queues (RQ's jobs and registries, its scheduler, the workers' liveness and the watchdog's
  lock): ``CROUPIER_QUEUE_URL``, one Redis (RQ knows no Cluster). It defaults to
  ``REDIS_URL`` in ``single`` mode; ``cluster`` mode needs it said.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import redis
from redis.backoff import NoBackoff
from redis.cluster import ClusterNode
from redis.commands.core import Script
from redis.connection import Encoder
from redis.retry import Retry

MODES = ("single", "cluster")
# The queue Redis's client, as the layers above hand it to RQ (the one library that talks to
# it for them: queues, jobs, registries) and to the store's named queue-side operations.
QueueConnection = redis.Redis
DEFAULT_URL = "redis://127.0.0.1:6379/0"


@dataclass(frozen=True)
class Topology:
    """The state Redis (its URL and mode) and the queue Redis."""

    url: str = DEFAULT_URL
    mode: str = "single"
    queue_url: str = DEFAULT_URL

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"CROUPIER_REDIS_MODE must be single or cluster, not {self.mode!r}")

    @property
    def cluster(self) -> bool:
        return self.mode == "cluster"

    @classmethod
    def from_settings(
        cls, url: str, mode: str = "single", queue_url: str | None = None
    ) -> Topology:
        """``queue_url`` defaults to ``url`` on a single Redis; a cluster cannot hold RQ."""
        if not queue_url:
            if mode == "cluster":
                raise ValueError(
                    "CROUPIER_REDIS_MODE=cluster needs CROUPIER_QUEUE_URL: "
                    "RQ's queues live on one Redis of their own"
                )
            queue_url = url
        return cls(url, mode, queue_url)

    @classmethod
    def from_env(cls, environ: Mapping[str, str]) -> Topology:
        """From ``REDIS_URL``, ``CROUPIER_REDIS_MODE`` and ``CROUPIER_QUEUE_URL``."""
        return cls.from_settings(
            environ.get("REDIS_URL") or DEFAULT_URL,
            environ.get("CROUPIER_REDIS_MODE") or "single",
            environ.get("CROUPIER_QUEUE_URL"),
        )

    def state_client(self, **options: Any) -> redis.Redis:
        """A client of the match state: in cluster mode a ``LazyCluster`` (a ``RedisCluster``
        made at first use, typed as the ``Redis`` whose commands it shares)."""
        return state_client(self.url, self.mode, **options)

    def queue_client(self, **options: Any) -> redis.Redis:
        return redis.Redis.from_url(self.queue_url, **options)


def state_client(url: str, mode: str, **options: Any) -> redis.Redis:
    """``options`` are a node connection's (socket timeouts, ``max_connections``)."""
    if mode != "cluster":
        return redis.Redis.from_url(url, **options)
    return LazyCluster(url, options)  # type: ignore[return-value]


class LazyCluster:
    """A ``RedisCluster`` made when first used. Its constructor asks a node for the slots
    (and raises when none answers), where a process must start, and answer 503, while the
    cluster is away, as it does on a single Redis. Scripts register without it."""

    def __init__(self, url: str, options: dict[str, Any]) -> None:
        self._url, self._options = url, options
        self._client: redis.RedisCluster | None = None
        self._lock = threading.Lock()

    @property
    def client(self) -> redis.RedisCluster:
        if self._client is None:
            with self._lock:
                if self._client is None:
                    self._client = _cluster(self._url, self._options)
        return self._client

    def __getattr__(self, name: str) -> Any:
        return getattr(self.client, name)

    def get_encoder(self) -> Encoder:
        """What a ``Script`` hashes its source with: redis-py's defaults, as the client's."""
        return Encoder("utf-8", "strict", False)

    def register_script(self, script: str) -> Script:
        return Script(self, script)  # type: ignore[arg-type]


def _cluster(url: str, options: dict[str, Any]) -> redis.RedisCluster:
    """No retries inside redis-py (as in the API's single client): a commit whose reply was
    lost must not run twice. A moved slot is still followed: that is a redirection, not a
    retry (the command did not run). No node answering is a ``ConnectionError``, as on a
    single Redis (redis-py raises an exception of its own that is no ``RedisError``)."""
    first, others = seed_nodes(url)
    try:
        return redis.RedisCluster.from_url(
            first, startup_nodes=others, retry=Retry(NoBackoff(), 0), **options
        )
    except redis.exceptions.RedisClusterException as error:
        raise redis.ConnectionError(f"no node of the cluster answers: {error}") from error


def seed_nodes(url: str) -> tuple[str, list[ClusterNode]]:
    """A cluster URL naming several nodes (``redis://h1:7000,h2:7001/0``): the URL of the
    first, and the others. A client asks them in turn for the slots, so a process that starts
    (or a job that connects) while one of them is down still finds the cluster: one named
    node, down, would leave it none (a failover drill's worker, made after its URL's master
    was killed, never reached the cluster)."""
    parts = urlsplit(url)
    credentials, _, hosts = parts.netloc.rpartition("@")
    first, *others = hosts.split(",")
    netloc = f"{credentials}@{first}" if credentials else first
    return urlunsplit(parts._replace(netloc=netloc)), [_node(host) for host in others]


def _node(address: str) -> ClusterNode:
    """``host:port`` (``[::1]:7000`` for IPv6), read as a URL's; the port is 6379 when not
    given."""
    parts = urlsplit(f"//{address}")
    return ClusterNode(parts.hostname, parts.port or 6379)


# What the match store raises when it fails: a Redis error, or on a Cluster, while a failed
# master's slots have no master yet, redis-py's own exceptions, which are no RedisError
# ("All slots are not covered", SlotNotCoveredError). Catch this where a failure is survived.
STORE_FAULTS = (redis.RedisError, redis.exceptions.RedisClusterException)


def is_cluster(client: Any) -> bool:
    return isinstance(client, LazyCluster | redis.RedisCluster)
