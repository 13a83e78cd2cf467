"""The ``croupier`` command: ``serve`` runs the API under gunicorn, ``up`` runs everything,
``openapi`` writes (or checks) the spec."""

from __future__ import annotations

import argparse
import fcntl
import os
import resource
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from service.binaries import redis_server_binary

if TYPE_CHECKING:  # the CLI imports the engine lazily: `croupier up` starts without it
    from service.engine.match import Match
    from service.store.apps import Apps, WebhookSecret

DEFAULT_DATA_DIR = ".croupier"
DEFAULT_SPEC = Path("openapi/openapi.json")
QUOTA_FLAGS = {  # `croupier keys quota` flags: an app's quotas (service/api/quotas.py)
    "requests": "requests",
    "creates": "matches created",
    "bot_seats": "bot seats asked for",
    "search_seats": "ismcts bot seats asked for",
}
DEFAULT_OVERLAP = 86400.0  # seconds an app's old webhook secret signs beside the new one


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
    worker.add_argument(
        "--role",
        choices=("game", "webhooks", "all"),
        default="all",
        help="game: bots and timers; webhooks: deliveries; all (default): a "
        "game worker and a delivery worker process beside it",
    )
    worker.set_defaults(run=_worker)
    dictionary = commands.add_parser(
        "dictionary", help="write a new entry dictionary of a game (its dictionaries.py lists it)"
    )
    dictionary.add_argument("game")
    dictionary.add_argument("--id", type=int, required=True, help="a dictionary id never used")
    dictionary.add_argument("--matches", type=int, default=60, help="sample matches to play")
    dictionary.add_argument(
        "--archive",
        action="store_true",
        help="an archive dictionary (service/store/archives.py; ids from 32768, 300 matches)",
    )
    dictionary.set_defaults(run=_dictionary)
    keys = commands.add_parser(
        "keys",
        help="app keys: create, list, revoke; an app's quotas and webhook secret (uses REDIS_URL)",
        description="create NAME, list, revoke NAME; quota NAME shows the app's rate-limit "
        "quotas, its own or the default, and sets those its flags name, e.g. "
        "croupier keys quota my-app --creates 1200/minute; webhook-secret NAME shows the "
        "app's webhook signing secrets (issuing the first), and --rotate issues a new one, "
        "the old one signing beside it for --overlap seconds",
    )
    keys.add_argument("verb", choices=("create", "list", "revoke", "quota", "webhook-secret"))
    keys.add_argument("name", nargs="?", help="the app (create, revoke, quota, webhook-secret)")
    keys.add_argument(
        "--rotate",
        action="store_true",
        help="webhook-secret: issue a new secret; the old one signs beside it until --overlap",
    )
    keys.add_argument(
        "--overlap",
        type=float,
        metavar="SECONDS",
        help=f"webhook-secret --rotate: how long the old secret still signs (default "
        f"{DEFAULT_OVERLAP:g}; 0: it stops now, as for a leaked one)",
    )
    for quota, what in QUOTA_FLAGS.items():
        keys.add_argument(
            f"--{quota.replace('_', '-')}",
            metavar="POLICY",
            help=f"quota: the app's own limit of {what} (e.g. 600/minute; "
            "'default': the setting's)",
        )
    keys.set_defaults(run=_keys)
    cluster = commands.add_parser(
        "dev-cluster", help="start a Redis Cluster and a queue Redis on loopback, to try it"
    )
    cluster.add_argument("--data-dir", type=Path, default=Path(DEFAULT_DATA_DIR) / "cluster")
    cluster.set_defaults(run=_dev_cluster)
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
    parser.add_argument(
        "--keep-alive",
        dest="keepalive",
        type=int,
        default=None,
        help="seconds a connection may wait for, and send, a request head",
    )
    parser.add_argument(
        "--request-timeout",
        type=float,
        default=None,
        help="seconds a client has to send a request body (then 408)",
    )
    # Retired with gthread (issue 9): still accepted, so old command lines start, but ignored.
    parser.add_argument("--threads", type=int, default=None, help=argparse.SUPPRESS)


# Serving knobs (service/serving.py): a flag, else its environment variable, else the default.
SERVING_SETTINGS = {
    "worker_connections": ("CROUPIER_WORKER_CONNECTIONS", "3000"),  # streams + requests
    "keepalive": ("CROUPIER_KEEPALIVE", "5"),
    "request_timeout": ("CROUPIER_REQUEST_TIMEOUT", "10"),
}
_CONNECTIONS_HELP = "connections one worker serves at once (greenlets; slow clients included)"
SERVING_WORKER = "service.serving.CroupierWorker"
SERVING_LOGGER = "service.serving.CroupierLogger"  # tickets redacted from the access log


def gunicorn_command(args: argparse.Namespace) -> list[str]:
    """The gunicorn command line for the API: gevent workers (``service.serving``), in which a
    slow client holds a greenlet rather than a thread and has a bounded time to send."""
    _note_retired_threads(args)
    return [
        sys.executable,
        "-m",
        "gunicorn",
        "--bind",
        f"{args.host}:{args.port}",
        "--workers",
        str(args.workers),
        "--worker-class",
        SERVING_WORKER,
        "--worker-connections",
        serving_setting(args, "worker_connections"),
        "--keep-alive",
        serving_setting(args, "keepalive"),
        # the worker reads it from its environment: gunicorn has no setting for body time
        "--env",
        f"CROUPIER_REQUEST_TIMEOUT={serving_setting(args, 'request_timeout')}",
        "--access-logfile",
        "-",  # JSON lines (service.serving.CroupierLogger)
        "--logger-class",
        SERVING_LOGGER,
        "--no-control-socket",  # gunicorn 27's default path is one per $HOME, not per server
        "--config",
        "python:service.gunicorn_hooks",  # a worker's end ends its live gauges
        "service.api:create_app()",
    ]


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
        print(
            "croupier: CROUPIER_THREADS/--threads are ignored since the gevent worker;"
            " see CROUPIER_WORKER_CONNECTIONS",
            file=sys.stderr,
            flush=True,
        )


OPEN_FILES_WANTED = 65536


def raise_open_files_limit(wanted: int = OPEN_FILES_WANTED) -> int:
    """Lift this process's soft limit of open files toward its hard one, for the processes
    it starts (they inherit it): an open stream holds two files, its client's socket and its
    Redis wait, so the common soft default of 1024 would cap a worker near 500 streams and
    make Redis lower its ``maxclients``. The soft limit in force afterwards."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft == resource.RLIM_INFINITY or soft >= target:
        return soft
    try:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    except (ValueError, OSError):  # a system cap below the hard limit (macOS): keep going
        return soft
    return target


METRICS_DIR_ENV = "PROMETHEUS_MULTIPROC_DIR"


def metrics_dir(env: dict[str, str]) -> str | None:
    """Give ``env`` a fresh directory for the processes' metrics (``service.metrics``) unless
    it names one; returns the directory made, for whoever made it to remove."""
    if env.get(METRICS_DIR_ENV):
        return None
    env[METRICS_DIR_ENV] = tempfile.mkdtemp(prefix="croupier-metrics-")
    return env[METRICS_DIR_ENV]


def _serve(args: argparse.Namespace) -> int:
    raise_open_files_limit()
    metrics_dir(os.environ)  # type: ignore[arg-type]  # os.environ is a str mapping
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


def _dev_cluster(args: argparse.Namespace) -> int:
    """Three masters, three replicas and a queue Redis, until Ctrl-C or SIGTERM; prints the
    settings that point ``serve``, ``up`` and ``worker`` at them."""
    from service.devcluster import DevCluster

    shutil.rmtree(args.data_dir, ignore_errors=True)  # a cluster of its own each time
    _stop_on_signals()
    cluster = DevCluster(args.data_dir / "nodes")
    queue: subprocess.Popen[bytes] | None = None
    try:
        cluster.start()
        queue, queue_url = start_embedded_redis(args.data_dir / "queue", durable=False)
        print("croupier: a Redis Cluster and a queue Redis are up; in another shell:")
        print(
            f"export CROUPIER_REDIS_MODE=cluster REDIS_URL={cluster.seeds_url} "
            f"CROUPIER_QUEUE_URL={queue_url}",
            flush=True,
        )
        while True:
            signal.pause()
    except KeyboardInterrupt:
        return 0
    finally:
        for stop in (signal.SIGINT, signal.SIGTERM):  # a second Ctrl-C cannot orphan them
            signal.signal(stop, signal.SIG_IGN)
        cluster.stop()
        if queue is not None:
            queue.terminate()
            queue.wait()


def _keys(args: argparse.Namespace) -> int:
    """``create NAME`` prints the new key alone on its last line (shown this once);
    ``list`` prints every app; ``revoke NAME`` ends its key at once; ``quota NAME`` sets the
    quotas its flags name, and prints the app's quotas; ``webhook-secret NAME`` prints (and
    with ``--rotate`` renews) the secret that signs the webhooks of the app's matches.
    ``create`` issues that secret too, so an app signs with its own from its first match."""
    from service.store import apps
    from service.store.connect import Topology

    misplaced = _misplaced_flag(args)
    if misplaced:
        print(f"croupier: keys {args.verb} takes no {misplaced}", file=sys.stderr)
        return 2
    registry = apps.Apps(Topology.from_env(os.environ).state_client())
    try:
        if args.verb == "list":
            for app in registry.all_apps():
                state = "revoked" if app.revoked is not None else "live"
                created = time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(app.created))
                print(f"{app.name}\t{state}\tcreated {created} UTC")
            return 0
        if not args.name:
            print(f"croupier: keys {args.verb} needs an app name", file=sys.stderr)
            return 2
        if args.verb == "quota":
            return _quota(registry, args)
        if args.verb == "webhook-secret":
            return _webhook_secret(registry, args)
        if args.verb == "revoke":
            registry.revoke(args.name, time.time())
            print(f"croupier: the key of {args.name!r} is revoked")
            return 0
        key = registry.create_key(args.name, time.time())
        if not registry.webhook_secrets(args.name, time.time()):
            _rotate(registry, args.name, 0.0)
        print(f"croupier: its webhook signing secret: croupier keys webhook-secret {args.name}")
        print(f"croupier: a key for app {args.name!r}; it is shown only now:")
        print(key)
        return 0
    except apps.AppError as error:
        print(f"croupier: {error}", file=sys.stderr)
        return 2


def _misplaced_flag(args: argparse.Namespace) -> str | None:
    """The flags the verb does not take, named as the message says them; None: none."""
    if args.verb != "quota" and any(getattr(args, quota) is not None for quota in QUOTA_FLAGS):
        return "quota flags (keys quota)"
    if args.verb != "webhook-secret" and (args.rotate or args.overlap is not None):
        return "--rotate or --overlap (keys webhook-secret)"
    if args.overlap is not None and not args.rotate:
        return "--overlap without --rotate"
    return None


def _webhook_secret(registry: Apps, args: argparse.Namespace) -> int:
    """Print the app's webhook secrets, the current one first (``APP<TAB>SECRET<TAB>current``,
    then each old one still signing, ``...<TAB>until <UTC time>``). ``--rotate`` issues a new
    one first; an app with none (made before app secrets) is issued its first. Shown again
    on every call: an HMAC needs the secret itself, so it is kept as it is."""
    from service.store.apps import AppError

    if args.name not in {app.name for app in registry.all_apps()}:
        raise AppError(f"no app {args.name!r}")
    now = time.time()
    found = registry.webhook_secrets(args.name, now)
    if args.rotate or not found:
        overlap = DEFAULT_OVERLAP if args.overlap is None else args.overlap
        found = _rotate(registry, args.name, overlap if found else 0.0)
    for secret in found:
        until = time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(secret.expires or 0))
        state = "current" if secret.expires is None else f"until {until} UTC"
        print(f"{args.name}\t{secret.secret}\t{state}")
    return 0


def _rotate(registry: Apps, name: str, overlap: float) -> list[WebhookSecret]:
    """A new webhook secret for the app, the old ones signing ``overlap`` seconds more."""
    from service.webhooks import new_secret

    return registry.rotate_webhook_secret(name, new_secret(), time.time(), overlap)


def _quota(registry: Apps, args: argparse.Namespace) -> int:
    """Set the app's quotas its flags name ('default': back to the setting's), then print
    each: its policy, and whether it is the app's own or the default."""
    from service.api import quotas
    from service.store.apps import AppError

    if args.name not in {app.name for app in registry.all_apps()}:
        raise AppError(f"no app {args.name!r}")
    changes: dict[str, str | None] = {}
    for quota, limit in quotas.APP_QUOTAS.items():
        policy = getattr(args, quota)
        if policy is not None:
            changes[limit] = None if policy == "default" else _policy(quota, policy)
    own = registry.set_quotas(args.name, changes) if changes else registry.quotas(args.name)
    for quota, limit in quotas.APP_QUOTAS.items():
        setting = f"CROUPIER_{quotas.SETTINGS[limit]}"
        default = os.environ.get(setting, quotas.DEFAULTS[quotas.SETTINGS[limit]])
        shown = f"{own[limit]}\town" if limit in own else f"{default}\tdefault ({setting})"
        print(f"{args.name}\t{quota}\t{shown}")
    return 0


def _policy(quota: str, policy: str) -> str:
    """A quota's policy, checked as the API will parse it."""
    from limits import parse_many

    from service.store.apps import AppError

    try:
        parse_many(policy)
    except ValueError as error:
        raise AppError(f"--{quota.replace('_', '-')}: {error}") from None
    return policy


def _dictionary(args: argparse.Namespace) -> int:
    """Play seeded random matches of the game with the engine, and write the dictionary
    their events and log entries make; print the line that registers it."""
    import hashlib

    import service.games  # noqa: F401  (registers the games)
    from service.engine.registry import get_game
    from service.store import entries

    game = get_game(args.game)
    if args.archive:
        return _archive_dictionary(game.id, args.id, max(args.matches, 300))
    samples = [
        sample for seed in range(1, args.matches + 1) for sample in sample_entries(game.id, seed)
    ]
    data = entries.build(samples)
    path = entries.Dictionary(args.id, game.id, "", game_folder(game.id)).path
    path.write_bytes(data)
    digest = hashlib.sha256(data).hexdigest()
    print(f"croupier: wrote {path} ({len(data)} bytes); register it in ENTRIES, in")
    print(f"{path.parent / 'dictionaries.py'}:")
    print(f'    {args.id}: "{digest}",')
    return 0


def game_folder(game_id: str) -> Path:
    """The folder of a registered game's package, where its dictionaries are."""
    import inspect

    from service.engine.registry import get_game

    return Path(inspect.getfile(type(get_game(game_id)))).parent


def _archive_dictionary(game_id: str, dictionary_id: int, matches: int) -> int:
    """Train an archive dictionary on the archives of seeded random matches."""
    import hashlib

    from service.store import archives, codec

    if dictionary_id < archives.FIRST_ID:
        print(f"croupier: archive dictionary ids start at {archives.FIRST_ID}", file=sys.stderr)
        return 2
    samples = [
        codec.dumps(sample_archive(game_id, seed)).encode() for seed in range(1, matches + 1)
    ]
    data = archives.train(samples, dictionary_id)
    path = archives.Dictionary(dictionary_id, game_id, "", game_folder(game_id)).path
    path.write_bytes(data)
    digest = hashlib.sha256(data).hexdigest()
    print(f"croupier: wrote {path} ({len(data)} bytes); register it in ARCHIVES, in")
    print(f"{path.parent / 'dictionaries.py'}:")
    print(f'    {dictionary_id}: "{digest}",')
    return 0


def sample_archive(game_id: str, seed: int, seats: int | None = None) -> dict:
    """What the store archives of one seeded random match: its match, log and events."""
    match, samples = _random_match(game_id, seed, seats)
    log = [sample for sample in samples if "action" in sample]
    events = [sample for sample in samples if "type" in sample]
    return {"match": match.to_json(), "log": log, "events": events, "frozen": None}


def sample_entries(game_id: str, seed: int, seats: int | None = None) -> list[dict]:
    """The events and log entries of one seeded random match (``seats`` None: a random
    count), in the order the store receives them; seats' decisions only."""
    return _random_match(game_id, seed, seats)[1]


def _random_match(game_id: str, seed: int, seats: int | None) -> tuple[Match, list[dict]]:
    """A seeded random match played to its end (or to a system decision), and its events
    and log entries in the order the store receives them."""
    import random

    import service.games  # noqa: F401  (registers the games)
    from service.engine import match as engine
    from service.engine.registry import get_game

    policy = random.Random(seed)
    game = get_game(game_id)
    seats = seats or policy.randint(game.min_players, game.max_players)
    match, samples = engine.start(game_id, seats, {}, seed)
    now = 1_800_000_000 + policy.random() * 1e6
    while decisions := [d for d in engine.decisions(match) if d.seat is not None]:
        seat = policy.choice(decisions).seat
        action = engine.without_id(policy.choice(engine.legal_actions(match, seat)))
        now += policy.random() * 30
        match, events = engine.submit(match, seat, action, now)
        samples += [{"seat": seat, "action": action, "now": now}, *events]
    return match, samples


WORKER_MODULE = "workers"  # the worker's entry point: ``python -m workers``


def worker_command(role: str = "all") -> list[str]:
    """The command line of one worker process (``croupier worker --role ROLE``)."""
    return [sys.executable, "-m", WORKER_MODULE, "--role", role]


def _worker(args: argparse.Namespace) -> int:
    """Become the worker (``python -m workers``, the same process id): the workers sit above
    the service, which imports nothing of them."""
    command = worker_command(args.role) + (["--name", args.name] if args.name else [])
    command += ["--burst"] if args.burst else []
    sys.stdout.flush()
    sys.stderr.flush()
    os.execv(sys.executable, command)


def _up(args: argparse.Namespace) -> int:
    """Start Redis (unless REDIS_URL is set), the API, a game worker and a delivery worker,
    and keep them running (``_wait_for_any``) until Ctrl-C or SIGTERM, which stop them all."""
    children: list[_Child] = []
    env = dict(os.environ)
    refusal = port_in_use(args.host, args.port)
    if refusal is None and not env.get("REDIS_URL"):
        refusal = claim_data_dir(Path(args.data_dir))
    if refusal is not None:
        print(f"croupier: {refusal}; nothing was started", file=sys.stderr, flush=True)
        return 2
    _stop_on_signals()
    raise_open_files_limit()
    made = metrics_dir(env)  # the worker's samples show in the API's /metrics
    try:
        if not env.get("REDIS_URL"):
            data_dir = Path(args.data_dir)
            redis_process, env["REDIS_URL"] = start_embedded_redis(data_dir)
            again = partial(_restart_embedded_redis, data_dir, env["REDIS_URL"])
            children.append(_Child("redis-server", again, redis_process, time.monotonic()))
        print(f"croupier: Redis at {env['REDIS_URL']}", flush=True)
        api = partial(_spawn, gunicorn_command(args), env)
        children.append(_Child.launch("gunicorn", api, http_answers(args.host, args.port)))
        children.append(_Child.launch("worker", partial(_spawn, worker_command("game"), env)))
        deliveries = partial(_spawn, worker_command("webhooks"), env)
        children.append(_Child.launch("delivery worker", deliveries))
        base = f"http://{args.host}:{args.port}"
        print(f"croupier: API on {base}/v1, web table on {base}/play/ (Ctrl-C stops)", flush=True)
        return _wait_for_any(children)
    except KeyboardInterrupt:
        return 0
    finally:
        _stop_all(children)
        if made:
            shutil.rmtree(made, ignore_errors=True)


def port_in_use(host: str, port: int) -> str | None:
    """Why ``up`` cannot serve on ``host:port`` (taken, e.g. by another ``croupier up``), or
    None. Checked before anything starts, with the reuse flag gunicorn binds with."""
    with socket.socket() as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError as error:
            return (
                f"{host}:{port} is in use ({error.strerror}): is another croupier up "
                "running? Stop it, or pass --port (or set CROUPIER_PORT)"
            )
    return None


_DATA_DIR_LOCKS: list[int] = []  # held open for the life of the process


def claim_data_dir(data_dir: Path) -> str | None:
    """Lock ``data_dir`` for this ``up`` (its embedded Redis writes its AOF there), or say
    which process holds it: two Redis servers on one AOF would corrupt it."""
    data_dir.mkdir(parents=True, exist_ok=True)
    lock = data_dir / "croupier-up.lock"
    descriptor = os.open(lock, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        holder = os.read(descriptor, 32).decode(errors="replace").strip() or "another process"
        os.close(descriptor)
        return (
            f"the data folder {data_dir} is in use by croupier up (pid {holder}): stop "
            "it, or pass --data-dir (or set REDIS_URL)"
        )
    os.ftruncate(descriptor, 0)
    os.write(descriptor, str(os.getpid()).encode())
    _DATA_DIR_LOCKS.append(descriptor)
    return None


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def redis_command(data_dir: Path, port: int, durable: bool) -> list[str]:
    """The embedded redis-server's command line: loopback only, AOF on when ``durable``."""
    return [
        redis_server_binary(),
        "--port",
        str(port),
        "--bind",
        "127.0.0.1",
        "--dir",
        str(data_dir.resolve()),
        "--save",
        "",
        "--appendonly",
        "yes" if durable else "no",
    ]


def start_embedded_redis(
    data_dir: Path, *, durable: bool = True
) -> tuple[subprocess.Popen[bytes], str]:
    """A private redis-server on a free loopback port; AOF on when ``durable``."""
    data_dir.mkdir(parents=True, exist_ok=True)
    port = free_port()
    process = subprocess.Popen(redis_command(data_dir, port, durable), stdout=subprocess.DEVNULL)
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


RESTART_FIRST = 0.5  # seconds before the first restart of a child that exited
RESTART_MAX = 10.0  # the longest wait between restarts
RESTART_RESET = 30.0  # a child up this long was healthy: its next restart is a first again
RESTART_LIMIT = 5  # quick exits in a row after which `up` gives up: the child cannot start
STOP_TIMEOUT = 10.0  # seconds a child has to stop on SIGTERM before it is killed
SUPERVISE_TICK = 0.2
PROBE_EVERY = 1.0  # seconds between readiness probes of a child that has not answered yet
PROBE_TIMEOUT = 1.0


@dataclass
class _Child:
    """A process ``croupier up`` keeps running: how to start it, and how it has fared."""

    name: str
    start: Callable[[], subprocess.Popen[bytes]]
    process: subprocess.Popen[bytes]
    started: float  # time.monotonic() of its last start
    exits: int = 0  # quick exits in a row
    restart_at: float | None = None  # set while it waits to be started again
    answers: Callable[[], bool] | None = None  # a readiness probe, where the child has one
    answered: bool = False  # the probe answered since the last start
    probed_at: float = 0.0

    @classmethod
    def launch(
        cls,
        name: str,
        start: Callable[[], subprocess.Popen[bytes]],
        answers: Callable[[], bool] | None = None,
    ) -> _Child:
        return cls(name, start, start(), time.monotonic(), answers=answers)

    def was_healthy(self, now: float) -> bool:
        """Whether its exit ends a healthy run (its next restart is a first again): it lived
        RESTART_RESET seconds and, where it has a probe, answered it. A start that never
        answered failed however long it took: on a loaded machine, gunicorn whose worker
        cannot boot takes longer than RESTART_RESET to exit, and `up` would retry forever."""
        lived = now - self.started >= RESTART_RESET
        return lived and (self.answers is None or self.answered)

    def probe(self, now: float) -> None:
        """Ask its probe, once a second until it answers."""
        if self.answers is None or self.answered or now - self.probed_at < PROBE_EVERY:
            return
        self.probed_at = now
        self.answered = self.answers()


def http_answers(host: str, port: int) -> Callable[[], bool]:
    """A probe of the API: /healthz answers 200 (gunicorn's socket accepts before its worker
    has booted, so a connection alone says nothing)."""
    import http.client

    host = {"0.0.0.0": "127.0.0.1", "::": "::1", "": "127.0.0.1"}.get(host, host)

    def answers() -> bool:
        connection = http.client.HTTPConnection(host, port, timeout=PROBE_TIMEOUT)
        try:
            connection.request("GET", "/healthz")
            return connection.getresponse().status == 200
        except OSError:
            return False
        finally:
            connection.close()

    return answers


def _stop_on_signals() -> None:
    """Ctrl-C and SIGTERM stop a command that keeps children (``up``, ``dev-cluster``), and
    its children with it. SIGINT too is set, not inherited: a shell that starts a command as a
    background job without job control (a script's ``&``) starts it with SIGINT ignored, and
    Python then leaves it ignored, so ``kill -INT`` would do nothing."""
    signal.signal(signal.SIGINT, _interrupt)
    signal.signal(signal.SIGTERM, _interrupt)


def _interrupt(signum: int, frame: object) -> None:
    """Ctrl-C or SIGTERM, as the KeyboardInterrupt ``up`` and ``dev-cluster`` stop on
    (SIGTERM's default would orphan their children)."""
    raise KeyboardInterrupt


def _spawn(command: list[str], env: dict[str, str]) -> subprocess.Popen[bytes]:
    """A child in its own process group, so that what it forks (a worker's scheduler, the
    gunicorn workers) can be stopped with it."""
    return subprocess.Popen(command, env=env, start_new_session=True)


def _restart_embedded_redis(data_dir: Path, url: str) -> subprocess.Popen[bytes]:
    """The embedded redis-server again, on its port (the children know its URL) and with its
    data (AOF); a port taken meanwhile makes it exit, and ``up`` tries again."""
    port = int(url.rsplit(":", 1)[1].split("/")[0])
    command = redis_command(data_dir, port, durable=True)
    return subprocess.Popen(command, stdout=subprocess.DEVNULL, start_new_session=True)


def _wait_for_any(children: list[_Child]) -> int:
    """Keep every child running: one that exits is started again after a backoff. Returns
    (1, or its code) only when a child keeps exiting soon after each start."""
    while True:
        for child in children:
            if not _supervise(child, time.monotonic()):
                return child.process.returncode or 1
        time.sleep(SUPERVISE_TICK)


def _supervise(child: _Child, now: float) -> bool:
    """One look at a child: note its exit, or start it again once its backoff is over.
    False when it has exited RESTART_LIMIT times in a row, each soon after its start or
    before it ever answered (``_Child.was_healthy``)."""
    if child.restart_at is not None:
        if now >= child.restart_at:
            child.process, child.started, child.restart_at = child.start(), now, None
            child.answered = False
        return True
    code = child.process.poll()
    if code is None:
        child.probe(now)
        return True
    _signal_group(child.process, signal.SIGTERM)  # what it forked goes with it
    child.exits = 1 if child.was_healthy(now) else child.exits + 1
    if child.exits >= RESTART_LIMIT:
        print(
            f"croupier: {child.name} exited with {code}, {child.exits} times in a row"
            " soon after starting; stopping",
            flush=True,
        )
        return False
    delay = min(RESTART_FIRST * 2 ** (child.exits - 1), RESTART_MAX)
    print(f"croupier: {child.name} exited with {code}; restarting it in {delay:.1f} s", flush=True)
    child.restart_at = now + delay
    return True


def _stop_all(children: list[_Child]) -> None:
    """Stop the children one by one, the last started first (Redis last: the worker may
    finish its job); one still running after STOP_TIMEOUT is killed with its process group.
    A second Ctrl-C cannot cut this short and leave children behind."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    for child in reversed(children):
        if child.restart_at is None:
            _stop(child.process)


def _stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=STOP_TIMEOUT)
    except subprocess.TimeoutExpired:
        _signal_group(process, signal.SIGKILL)
        process.kill()
        process.wait()
    _signal_group(process, signal.SIGTERM)  # anything it left behind


def _signal_group(process: subprocess.Popen[bytes], sig: int) -> None:
    """Signal what is left of a child's own process group (none: nothing to do)."""
    try:
        os.killpg(process.pid, sig)
    except (ProcessLookupError, PermissionError):
        pass


if __name__ == "__main__":
    sys.exit(main())
