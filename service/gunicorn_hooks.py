"""gunicorn's server hooks for the API (``croupier serve`` loads them with ``--config``): the
metrics of a worker that ended, and the JSON log lines of a worker that started.

Loaded in gunicorn's master, before any monkey patching: import nothing of the app here."""

from __future__ import annotations

import os
from typing import Any


def child_exit(server: Any, worker: Any) -> None:
    """A worker ended: its live gauges (open streams) stop counting in /metrics."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid)


def post_worker_init(worker: Any) -> None:
    """The app's own log records (errors, dispatch failures), as JSON lines on stderr."""
    from service import logs

    logs.configure(os.environ.get("CROUPIER_LOG_LEVEL", "WARNING").upper())
