"""Which Redis the session runs on: one redis-server, or (``CROUPIER_TEST_REDIS=cluster``) a
Redis Cluster with the queues on a Redis of their own (tests/conftest.py starts either)."""

from __future__ import annotations

import os

import pytest

CLUSTER = os.environ.get("CROUPIER_TEST_REDIS") == "cluster"

# For the few tests that put a TCP proxy in front of the one Redis to break it: a cluster's
# client reaches every node at the address the cluster gives, past any proxy. The cluster's
# own faults are drilled in tests/background/test_drills.py.
single_redis_only = pytest.mark.skipif(
    CLUSTER, reason="breaks one Redis through a proxy: on a cluster, clients go to each node"
)
