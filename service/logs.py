"""Structured logs: one JSON object a line, for the API's access log (``service.serving``)
and every log line of the workers (``configure``), so that a log pipeline parses them
without patterns. What goes in never holds a token, a ticket or a card: requests are logged
by route and match id, the seat a token opened and the path with tickets redacted; jobs by
match id, work and result."""

from __future__ import annotations

import json
import logging
import sys
import threading
import time
from typing import Any

FIELDS = "fields"  # a record's ``extra={"fields": {...}}``: keys added to its JSON line


def line(**fields: Any) -> str:
    """One JSON log line: the fields given, a timestamp first."""
    now = time.time()
    stamp = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(now)) + f".{int(now % 1 * 1000):03d}Z"
    return json.dumps({"time": stamp, **fields}, separators=(",", ":"), default=str)


class JsonFormatter(logging.Formatter):
    """A record as one JSON line: level, logger, message, its ``fields`` and any exception."""

    def format(self, record: logging.LogRecord) -> str:
        fields: dict[str, Any] = {
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        fields.update(getattr(record, FIELDS, {}))
        if record.exc_info:
            fields["exception"] = self.formatException(record.exc_info)
        return line(**fields)


def configure(level: str = "INFO") -> None:
    """Every log record of this process, as JSON lines on standard error; so too what Python
    itself would print as text there: an exception nothing caught, in the main thread or
    another, and one raised where it cannot be (a ``__del__``, a signal handler's exception
    landing in one)."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonFormatter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    sys.excepthook = _log_uncaught
    threading.excepthook = _log_uncaught_in_thread
    sys.unraisablehook = _log_unraisable


_python = logging.getLogger("python")


def _log_uncaught(kind: type[BaseException], error: BaseException, trace: Any) -> None:
    _python.critical("uncaught %s", kind.__name__, exc_info=(kind, error, trace))


def _log_uncaught_in_thread(hook: threading.ExceptHookArgs) -> None:
    if hook.exc_type is SystemExit:  # what threading itself ignores
        return
    name = hook.thread.name if hook.thread else "?"
    trace: Any = (hook.exc_type, hook.exc_value, hook.exc_traceback)  # the value may be None
    _python.error("uncaught %s in thread %s", hook.exc_type.__name__, name, exc_info=trace)


def _log_unraisable(hook: Any) -> None:
    """``sys.UnraisableHookArgs``: e.g. a stop request (RQ raises it from its SIGTERM
    handler) that arrived while a ``__del__`` ran, and ended there."""
    where = hook.err_msg or "Exception ignored in"
    trace = (hook.exc_type, hook.exc_value, hook.exc_traceback)  # the value may be None
    _python.warning("%s: %r", where, hook.object, exc_info=trace)
