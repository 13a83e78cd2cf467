"""How gunicorn serves the API (``croupier serve``): gevent workers, bounded client time, and
the API's JSON error shape for the answers gunicorn gives itself (issue 9).

- A slow client holds a greenlet, not a thread: one worker keeps ``--worker-connections``
  connections open at once, so idle or trickling sockets cannot starve the others.
- A connection has ``--keep-alive`` seconds to send a whole request head (gunicorn's gevent
  worker bounds each head read with it) and ``CROUPIER_REQUEST_TIMEOUT`` seconds to send its
  body, read in full before the app runs: no view ever waits on a client. Too slow: 408.
- gunicorn refuses malformed requests (400, 414, 431, ...) in its workers' ``handle_error``,
  in HTML: here each gets a stable code in ``{"code", "message", "details"}``.

gunicorn imports this module in its master, before any monkey patching: nothing here may
import redis or the app (they are loaded in each worker, after gevent patched the sockets).
"""

from __future__ import annotations

import io
import json
import os
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

import gevent
from gunicorn import util
from gunicorn.glogging import Logger
from gunicorn.http import errors as http_errors
from gunicorn.http import wsgi
from gunicorn.workers.ggevent import GeventWorker

from service import logs

REQUEST_TIMEOUT_ENV = "CROUPIER_REQUEST_TIMEOUT"
DEFAULT_REQUEST_TIMEOUT = 10.0
# The app refuses a body past its own MAX_CONTENT_LENGTH (64 KiB, 413); this only bounds what
# one connection may make a worker hold in memory before the app sees it.
MAX_BUFFERED_BODY = 1 << 20

Wsgi = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]


class RequestTimeout(Exception):
    """The client did not send its whole request body within the allowed time."""


class BodyTooLarge(Exception):
    """The request body is larger than the server buffers."""


@dataclass(frozen=True)
class Refusal:
    status: int
    reason: str
    code: str
    message: str


INTERNAL = Refusal(500, "Internal Server Error", "internal_error", "an unexpected error occurred")
# First match wins: subclasses before their bases (both response-header errors subclass
# request-header ones, and every parse error is a ParseException).
REFUSALS: tuple[tuple[type[BaseException], Refusal], ...] = (
    (http_errors.InvalidResponseHeader, INTERNAL),
    (http_errors.InvalidResponseHeaderName, INTERNAL),
    (http_errors.ConfigurationProblem, INTERNAL),
    (
        RequestTimeout,
        Refusal(
            408, "Request Timeout", "request_timeout", "the request body did not arrive in time"
        ),
    ),
    (
        BodyTooLarge,
        Refusal(413, "Content Too Large", "payload_too_large", "the request body is too large"),
    ),
    (
        http_errors.LimitRequestLine,
        Refusal(
            414,
            "URI Too Long",
            "request_line_too_long",
            "the request line (method, path and query) is longer than the server accepts",
        ),
    ),
    (
        http_errors.LimitRequestHeaders,
        Refusal(
            431,
            "Request Header Fields Too Large",
            "headers_too_large",
            "the request has too many header fields, or one too large",
        ),
    ),
    (
        http_errors.ExpectationFailed,
        Refusal(
            417, "Expectation Failed", "expectation_failed", "only Expect: 100-continue is served"
        ),
    ),
    (
        http_errors.UnsupportedTransferCoding,
        Refusal(
            501,
            "Not Implemented",
            "unsupported_transfer_coding",
            "the request uses a transfer coding the server does not implement",
        ),
    ),
    (
        http_errors.ForbiddenProxyRequest,
        Refusal(403, "Forbidden", "forbidden", "this proxy may not forward requests here"),
    ),
    (
        http_errors.ParseException,
        Refusal(400, "Bad Request", "bad_request", "the request is not well-formed HTTP/1.1"),
    ),
)


def refusal_for(error: BaseException) -> Refusal:
    """The answer to an error gunicorn met outside the app (anything unknown is ours: 500)."""
    for kind, refusal in REFUSALS:
        if isinstance(error, kind):
            return refusal
    return INTERNAL


def error_bytes(refusal: Refusal) -> bytes:
    """A whole HTTP/1.1 response in the API's error shape; the connection closes after it."""
    body = json.dumps({"code": refusal.code, "message": refusal.message, "details": {}}).encode()
    head = (
        f"HTTP/1.1 {refusal.status} {refusal.reason}\r\n"
        "Connection: close\r\n"
        "Content-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\n\r\n"
    )
    return head.encode("latin-1") + body


def request_timeout() -> float:
    """Seconds a client has to send a request body (``CROUPIER_REQUEST_TIMEOUT``)."""
    seconds = float(os.environ.get(REQUEST_TIMEOUT_ENV, DEFAULT_REQUEST_TIMEOUT))
    if seconds <= 0:
        raise ValueError(f"{REQUEST_TIMEOUT_ENV} must be a positive number of seconds")
    return seconds


def read_body(stream: Any, seconds: float, limit: int = MAX_BUFFERED_BODY) -> bytes:
    """The whole body, within ``seconds`` in all: a deadline, not a per-read timeout, so a
    client trickling a byte at a time is cut off too."""
    with gevent.Timeout(seconds, RequestTimeout(f"no whole body within {seconds:g} s")):
        body = stream.read(limit + 1)
    if len(body) > limit:
        raise BodyTooLarge(f"body over {limit} bytes")
    return body


def buffering_bodies(app: Wsgi, seconds: float) -> Wsgi:
    """``app`` behind a body buffer: a refusal raised here reaches ``handle_error`` (no
    response has started), which answers it and closes the connection."""

    def buffered(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        if int(environ.get("CONTENT_LENGTH") or 0) > MAX_BUFFERED_BODY:
            raise BodyTooLarge(f"Content-Length over {MAX_BUFFERED_BODY} bytes")
        environ["wsgi.input"] = io.BytesIO(read_body(environ["wsgi.input"], seconds))
        return app(environ, start_response)

    return buffered


class CroupierWorker(GeventWorker):
    """gunicorn's gevent worker, with bodies read under a deadline and JSON refusals."""

    def load_wsgi(self) -> None:
        super().load_wsgi()
        self.wsgi = buffering_bodies(self.wsgi, request_timeout())
        wsgi.Response = OneSendResponse  # type: ignore[misc]  # what ``wsgi.create`` makes
        if not quick_readiness_checks():
            self.log.warning("redis-py's parser has changed: its readiness checks stay slow")

    def handle_error(self, req: Any, client: Any, addr: Any, exc: BaseException) -> None:
        refusal = refusal_for(exc)
        if refusal is INTERNAL:
            self.log.exception("Error handling request")  # called inside gunicorn's except
        else:
            self.log.warning("Refused a request from %s: %s (%s)", _ip(addr), refusal.code, exc)
        try:
            util.write(client, error_bytes(refusal))
        except Exception:  # the client may be gone already: nothing left to tell it
            self.log.debug("Failed to send error message.")


class OneSendResponse(wsgi.Response):
    """gunicorn's response, whose head goes out with the first bytes of its body: one
    ``send`` (one system call, one TCP segment) for a whole JSON answer, where gunicorn makes
    two. Only for a body of known length (a ``Content-Length``): a stream's head goes out at
    once, as a file's does (``sendfile`` writes the head itself)."""

    _held: bytes | None = None  # the head, not yet sent
    _file = False

    def send_headers(self) -> None:
        if self.headers_sent or self._file or self.chunked or self.response_length is None:
            super().send_headers()
            return
        sock, holder = self.sock, _Holder()
        self.sock = holder  # gunicorn writes the head to it
        try:
            super().send_headers()
        finally:
            self.sock = sock
        self._held = holder.held

    def _emit_body(self, data: bytes) -> None:
        held, self._held = self._held, None
        super()._emit_body(data if held is None else held + data)

    def write(self, arg: bytes) -> None:
        super().write(arg)
        self._send_held()  # a body gunicorn did not send (HEAD, 204, 304, past its length)

    def write_file(self, respiter: Any) -> None:
        self._file = True
        super().write_file(respiter)

    def close(self) -> None:
        super().close()
        self._send_held()  # an empty body

    def _send_held(self) -> None:
        held, self._held = self._held, None
        if held:
            util.write(self.sock, held)


class _Holder:
    """A socket's stand-in that keeps what is sent to it."""

    held = b""

    def sendall(self, data: bytes) -> None:
        self.held += data


def quick_readiness_checks() -> bool:
    """redis-py checks each pooled connection before it lends it out, with a ``poll`` that
    does not wait. gevent's patched ``poll`` runs a turn of its hub even then (7.6% of a POST
    action's CPU in a py-spy profile); the kernel's own answers at once and cannot block when
    told not to wait, so redis-py's parser gets it for zero waits, and gevent's for any other.
    Whether it could be installed (redis-py's parser module is not a public interface)."""
    from gevent import monkey
    from redis._parsers import hiredis as parser

    green = getattr(parser, "select", None)
    if green is None or not callable(getattr(green, "poll", None)):
        return False
    if not isinstance(green, ZeroWaitSelect):
        parser.select = ZeroWaitSelect(green, monkey.get_original("select", "poll"))
    return True


class ZeroWaitSelect:
    """The ``select`` module, but its ``poll`` objects ask the kernel directly when told not
    to wait."""

    def __init__(self, module: Any, kernel_poll: Callable[[], Any]) -> None:
        self._module, self._kernel_poll = module, kernel_poll

    def __getattr__(self, name: str) -> Any:
        return getattr(self._module, name)

    def poll(self) -> ZeroWaitPoll:
        return ZeroWaitPoll(self._module.poll, self._kernel_poll)


class ZeroWaitPoll:
    """A ``poll`` object that picks, when polled, the kernel's (no wait) or gevent's."""

    def __init__(self, green_poll: Callable[[], Any], kernel_poll: Callable[[], Any]) -> None:
        self._green_poll, self._kernel_poll = green_poll, kernel_poll
        self._registered: list[tuple[Any, int]] = []

    def register(self, fd: Any, eventmask: int) -> None:
        self._registered.append((fd, eventmask))

    def poll(self, timeout: float | None = None) -> list[tuple[int, int]]:
        poller = (self._kernel_poll if timeout == 0 else self._green_poll)()
        for fd, eventmask in self._registered:
            poller.register(fd, eventmask)
        return poller.poll(timeout)


def _ip(addr: Any) -> str:
    return addr[0] if isinstance(addr, tuple) and addr else "unix socket"


_TICKET = re.compile(r"(ticket=)[^&\s]+")


class CroupierLogger(Logger):
    """gunicorn's logger, writing its access log as JSON lines (``service.logs``): what the
    app noted of the request (its route, match and seat: ``service.api.request_ids``), and
    the path with stream tickets (``?ticket=``) redacted: a ticket is single-use and
    short-lived, but a log is no place for a credential."""

    def setup(self, cfg: Any) -> None:
        """gunicorn's own lines (its error log) are JSON lines too."""
        super().setup(cfg)
        for handler in self.error_log.handlers:
            handler.setFormatter(logs.JsonFormatter())

    def access(self, resp: Any, req: Any, environ: dict[str, Any], request_time: Any) -> None:
        if not self.access_log_enabled:
            return
        path = environ.get("PATH_INFO", "")
        if environ.get("QUERY_STRING"):
            path += "?" + _TICKET.sub(r"\1[redacted]", environ["QUERY_STRING"])
        headers = dict((name.lower(), value) for name, value in resp.headers or [])
        fields = {
            "type": "access",
            "remote": environ.get("REMOTE_ADDR"),
            "method": environ.get("REQUEST_METHOD"),
            "path": path,
            "status": _status(resp),
            "bytes": getattr(resp, "sent", None),
            "duration_ms": round(request_time.total_seconds() * 1000, 3),
            "request_id": headers.get("x-request-id"),
            **{key[9:]: value for key, value in environ.items() if key.startswith("croupier.")},
            "user_agent": environ.get("HTTP_USER_AGENT"),
        }
        self.access_log.info(logs.line(**fields))


def _status(resp: Any) -> int | None:
    status = getattr(resp, "status_code", None) or str(getattr(resp, "status", "")).split(" ")[0]
    return int(status) if str(status).isdigit() else None
