"""What a ``croupier worker`` takes: its role's queues, and (role ``all``) a delivery worker
beside it.

Deliveries to webhooks wait on receivers we do not control (up to ``webhooks.TIMEOUT`` a
POST): on the workers of bots and timers, six slow receivers held every human's bot reply
for seconds. So a worker takes either game work (every queue of ``dispatch.QUEUES`` but the
webhook queue, in that order) or deliveries (the webhook queue alone), never both:

- ``game``: bots, timers, system work;
- ``webhooks``: deliveries;
- ``all`` (the default): a game worker that starts a delivery worker process beside it
  (``DeliveryChild``), restarted if it dies and stopped with it, so a deployment running
  ``croupier worker`` alone still delivers, on capacity of its own.

A delivery worker started by ``all`` watches its parent (``watch_parent``): an orphan (its
parent SIGKILLed) stops by itself.
"""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Mapping

from service.dispatch import QUEUES, WEBHOOK_QUEUE

GAME, WEBHOOKS, ALL = "game", "webhooks", "all"
ROLES = (GAME, WEBHOOKS, ALL)
METRICS_PORT_ENV = "CROUPIER_WORKER_METRICS_PORT"  # service.metrics: a worker's own port
PARENT_ENV = "CROUPIER_WORKER_PARENT"  # set in a delivery worker started by role ``all``
RESTART_FIRST = 0.5  # seconds before the delivery worker is started again, doubling
RESTART_MAX = 10.0
RESTART_RESET = 30.0  # a delivery worker up this long was healthy: the next wait is short
PARENT_TICK = 0.5
log = logging.getLogger(__name__)


def role_queues(role: str) -> list[str]:
    """The queues a worker of ``role`` takes, highest priority first."""
    if role not in ROLES:
        raise ValueError(f"a worker's role is one of {', '.join(ROLES)}, not {role!r}")
    if role == WEBHOOKS:
        return [WEBHOOK_QUEUE]
    return [name for name in QUEUES if name != WEBHOOK_QUEUE]


def delivery_command(name: str) -> list[str]:
    return [sys.executable, "-m", "workers", "--role", WEBHOOKS, "--name", name]


def child_environment(parent: Mapping[str, str], pid: int) -> dict[str, str]:
    """The delivery worker's environment: its parent's, naming the parent, without the metrics
    port (the parent holds it: a child that inherited it could not bind it and exited at once,
    again and again, so role ``all`` with a metrics port delivered nothing)."""
    env = {name: value for name, value in parent.items() if name != METRICS_PORT_ENV}
    return {**env, PARENT_ENV: str(pid)}


class DeliveryChild:
    """A delivery worker process kept running beside this (game) worker until ``stop``."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.process: subprocess.Popen[bytes] | None = None
        self._stopping = threading.Event()
        self._lock = threading.Lock()

    def start(self) -> None:
        threading.Thread(target=self._keep, name="croupier-delivery-child", daemon=True).start()

    def _keep(self) -> None:
        wait = RESTART_FIRST
        while True:
            with self._lock:
                if self._stopping.is_set():
                    return
                env = child_environment(os.environ, os.getpid())
                self.process = subprocess.Popen(delivery_command(self.name), env=env)
                started = time.monotonic()
            code = self.process.wait()
            if time.monotonic() - started > RESTART_RESET:
                wait = RESTART_FIRST
            if self._stopping.wait(wait):
                return
            log.warning("delivery worker %s exited with %s; started again", self.name, code)
            wait = min(wait * 2, RESTART_MAX)

    def terminate(self) -> None:
        """SIGTERM the delivery worker now (it stops within its own budget); no restart.
        Once only: a second SIGTERM is RQ's cold shutdown, which skips the worker's teardown
        (its registration would stay behind until it expired)."""
        with self._lock:
            signalled = self._stopping.is_set()
            self._stopping.set()
            process = self.process
        if not signalled and process is not None and process.poll() is None:
            process.send_signal(signal.SIGTERM)

    def stop(self, timeout: float) -> None:
        """SIGTERM the delivery worker (unless ``terminate`` did); SIGKILL it after
        ``timeout`` seconds."""
        self.terminate()
        with self._lock:
            process = self.process
        if process is None or process.poll() is not None:
            return
        try:
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def watch_parent() -> None:
    """In a delivery worker started by role ``all``: SIGTERM ourselves once the parent is
    gone (SIGKILLed: it could not stop us), so no orphan delivers on."""
    parent = os.environ.get(PARENT_ENV)
    if not parent:
        return

    def watch() -> None:
        while os.getppid() == int(parent):
            time.sleep(PARENT_TICK)
        log.warning("delivery worker: its game worker (pid %s) is gone; stopping", parent)
        os.kill(os.getpid(), signal.SIGTERM)

    threading.Thread(target=watch, name="croupier-parent-watch", daemon=True).start()
