"""The API's Redis client under gevent's monkey patching, as in a serving worker: hiredis
parses the replies, a command waiting on Redis yields to the other greenlets, and the quick
readiness checks (``service.serving.quick_readiness_checks``) still notice a connection the
server closed, without ever blocking the other greenlets when a poll may wait."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WAITERS = 20

# Run in a child process: monkey patching would change this test process for good. If a
# BLPOP blocked the whole process, no second one could start and ``wait_for`` would fail.
CHILD = """
from gevent import monkey

monkey.patch_all()  # first, as the gevent worker does before it loads the app

import sys, time
import gevent, gevent.socket, socket
from redis.utils import HIREDIS_AVAILABLE
from service.api import create_app, deps

import redis
from redis._parsers import hiredis
from service.serving import ZeroWaitSelect, quick_readiness_checks

assert quick_readiness_checks(), "redis-py's parser module changed"
assert isinstance(hiredis.select, ZeroWaitSelect)

url, waiters = sys.argv[1], int(sys.argv[2])
client = create_app({"REDIS_URL": url}).extensions[deps.STORE_EXTENSION].redis
assert socket.socket is gevent.socket.socket, "sockets are not gevent's"
assert HIREDIS_AVAILABLE, "hiredis is not installed"
client.ping()
parser = type(client.connection_pool.get_connection()._parser).__name__
assert "Hiredis" in parser, parser

def blocked() -> int:
    return sum(c["cmd"] == "blpop" for c in client.client_list())

def wait_for(condition, within: float = 120.0) -> None:
    deadline = time.monotonic() + within
    while not condition():
        assert time.monotonic() < deadline, f"only {blocked()} greenlets waiting at once"
        gevent.sleep(0.05)

pops = [gevent.spawn(client.blpop, "croupier:test:gevent", timeout=300) for _ in range(waiters)]
wait_for(lambda: blocked() == waiters)
client.rpush("croupier:test:gevent", *range(waiters))
gevent.joinall(pops, raise_error=True)
values = sorted(int(pop.value[1]) for pop in pops)
assert values == list(range(waiters)), values
# A pooled connection the server closed is noticed before it is lent (the app's client
# never retries a command, so a dead socket lent out would fail the ping).
client.ping()
killed = redis.Redis.from_url(url).client_kill_filter(_type="normal", skipme=True)
assert killed >= 1, killed
assert client.ping()

# A poll that may wait is gevent's: the other greenlets run meanwhile.
ticks = []
def tick():
    while True:
        ticks.append(1)
        gevent.sleep(0.01)
ticker = gevent.spawn(tick)
quiet, _ = socket.socketpair()
poller = hiredis.select.poll()
poller.register(quiet, hiredis.select.POLLIN)
assert poller.poll(300) == [] and len(ticks) > 3, len(ticks)  # 0.3 s: nothing to read
ticker.kill()
print("ok", parser)
"""


def test_the_store_client_uses_hiredis_and_yields_while_waiting_on_redis(redis_url, redis_client):
    result = subprocess.run(
        [sys.executable, "-c", CHILD, redis_url, str(WAITERS)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stderr[-4000:]
    assert result.stdout.startswith("ok"), result.stdout
