"""Issue 16: the API, store and worker suites (bots, windows, timers, the Rule of Three, a
match of every game played over HTTP, every game's bots through real workers) pass again on
a real Redis Cluster: three masters, three replicas, and the queues on a Redis of their own,
as ``CROUPIER_REDIS_MODE=cluster`` runs. They run in a pytest session of their own
(``CROUPIER_TEST_REDIS=cluster``, which makes tests/conftest.py start the cluster), so that
the README's one test command runs both passes.

Left out of that pass: the single-Redis outage drills (test_outages.py: one redis-server
stopped and started again; test_worker_stops.py), the cluster drills (test_drills.py), which
start servers of their own and run in this session; the drills of the queues and of the
bots' timing (``QUEUE_DRILLS``), whose Redis is one redis-server in both modes; the tests
that never reach the store (``NO_STORE``: the spec, the error-code page, the web table's
static files, the configuration); and the tests of every game but one (``ONE_GAME``): a
cluster changes where a match's keys live, never its rules, so the tests parametrised by game
and the per-game worker suites run there for Badass Force alone (with five games the whole
pass took a third of CI's 20 minutes on a busy machine).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from readiness import run_watched
from redis_mode import CLUSTER

ROOT = Path(__file__).resolve().parents[1]
SUITES = ["tests/api", "tests/store", "tests/background"]
OWN_SERVERS = [
    "tests/background/test_outages.py",
    "tests/background/test_drills.py",
    "tests/background/test_worker_stops.py",
]
# Drills of the queues and the workers' timing, whose Redis is a single one in both modes:
# a cluster changes nothing of what they prove, so they run once, in the main session.
QUEUE_DRILLS = [
    "tests/background/test_webhook_isolation.py",
    "tests/background/test_search_flood.py",
    "tests/background/test_bot_timing.py",
]
NO_STORE = [
    "tests/api/test_openapi.py",
    "tests/api/test_error_codes.py",
    "tests/api/test_table.py",
    "tests/api/test_config.py",
]
# seconds without a test's result after which the pass is given up: each of its tests gives up
# on a stall after 180 s of its own; a busy machine's pass is slow, not stuck (it took 15 min)
STALL = 600
ONE_GAME = "badass-force"
OTHER_GAMES = [
    "bad-trevor",
    "practical-guide-to-evil",
    "revenge-of-the-b-movie",
    "villainous-bigger-and-badder",
    "pgte_worker",
    "bmovie_worker",
    "villainous_worker",
]


@pytest.mark.skipif(CLUSTER, reason="this session is the cluster pass itself")
def test_the_api_store_and_worker_suites_pass_on_a_redis_cluster() -> None:
    single = ("REDIS_URL", "CROUPIER_REDIS_MODE", "CROUPIER_QUEUE_URL")
    environment = {name: value for name, value in os.environ.items() if name not in single}
    environment["CROUPIER_TEST_REDIS"] = "cluster"
    environment["PYTHONUNBUFFERED"] = "1"  # its progress as it goes: run_watched waits on it
    # four workers, not the main session's eight: each starts a cluster of six redis-servers
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "-n", "4", *SUITES]
    left_out = OWN_SERVERS + QUEUE_DRILLS + NO_STORE
    command += [option for path in left_out for option in ("--ignore", path)]
    command += ["-k", f"not ({' or '.join(OTHER_GAMES)})"]
    result = run_watched(command, stall=STALL, cwd=ROOT, env=environment)
    summary = result.stdout.strip().splitlines()[-1:] or [result.stderr[-2000:]]
    print(f"\ncluster pass: {summary[0]}")
    assert result.returncode == 0, result.stdout[-20000:] + result.stderr[-5000:]
