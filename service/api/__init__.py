"""The HTTP API: ``create_app()`` builds the Flask application (gunicorn runs
``service.api:create_app()``)."""

from __future__ import annotations

import copy
import os
import threading
from collections.abc import Callable
from typing import Any

from flask import Flask
from flask_smorest import Api
from werkzeug.middleware.proxy_fix import ProxyFix

import service.games  # noqa: F401  (registers every built-in game with the engine)
from service import webhooks as service_webhooks
from service.store import Replication, Store, Ttls
from service.store.connect import Topology
from service.store.pools import Client, pooled_client

from . import (
    actions,
    claims,
    cors,
    deps,
    docs,
    error_codes,
    errors,
    events,
    exports,
    games,
    health,
    matches,
    matchmaking,
    observe,
    parsing,
    players,
    quotas,
    request_ids,
    schemas,
    seats,
    spec,
    stream_caps,
    streams,
    table,
    webhooks,
    wording,
)
from .schemas import ErrorSchema

DEFAULTS: dict[str, Any] = {
    "REDIS_URL": "redis://127.0.0.1:6379/0",
    "REDIS_MODE": "single",  # "cluster": REDIS_URL names a node of a Redis Cluster
    "QUEUE_URL": "",  # the RQ queues' Redis; REDIS_URL's when unset (single mode only)
    "REDIS_WAIT_REPLICAS": "",  # replicas a write waits for (WAIT); unset: 1 on a cluster
    "REDIS_WAIT_MS": 1000,  # how long it waits for them, then 503 (the write may stand)
    "REDIS_SOCKET_TIMEOUT": 2.0,  # bounds what a hung Redis costs each request
    "REDIS_POOL_SIZE": 1000,  # connections per API process for requests (streams read on
    # the waiters' pool): more requests in flight than this wait for one, then 503
    "REDIS_WAITERS": 2000,  # streams and waiting long polls per API process, each on a
    # connection of its own pool: one stream more answers 503 (README: Sizing)
    "REDIS_SPARE_WAITERS": 32,  # idle waiter connections kept open; the rest are closed
    **stream_caps.DEFAULTS,  # concurrent streams per address, seat, app and player
    "ACTIVE_TTL": 30 * 24 * 3600,
    "FINISHED_TTL": 7 * 24 * 3600,
    "IDEMPOTENCY_TTL": 24 * 3600,
    "CLIENT_SEEDS": "allow",  # "refuse": creators may not choose a match's seed
    "STREAM_HEARTBEAT": 15.0,  # seconds of quiet after which a stream sends a comment
    "STREAM_TICKET_SECONDS": 60,  # how long a stream ticket may wait to be used
    "CORS_ORIGINS": "",  # comma-separated origins a browser page may call us from; none
    "WEBHOOK_URL": "",  # a default webhook for matches created without one
    "WEBHOOK_SECRET": "",  # its signing secret: required with WEBHOOK_URL
    "WEBHOOK_ALLOW_PRIVATE": False,  # allow webhook URLs of loopback, private, link-local hosts
    "METRICS": "on",  # GET /metrics (Prometheus); "off": 404
    **quotas.DEFAULTS,  # rate limits: RATE_LIMITS on/off, RATE_LIMIT_<ADDRESS, SEAT...>
    "APP_KEYS": "off",  # "required": creating a match needs an app key
    "APP_ACTIVE_MATCHES": 1000,  # matches an app may have open or active at once; 0: any
    "PROXIES": 0,  # reverse proxies in front: the client address is in X-Forwarded-For
    "METRICS_TOKEN": "",  # when set, /metrics needs "Authorization: Bearer <it>"
    "MAX_CONTENT_LENGTH": 65536,
    # How POST .../actions reads a request: "plain", by hand with the schemas' rules (the
    # hot route: ``api.submitting``), or "schemas", through them, as its spec documents it
    # (the reference the tests hold the plain parser to, and a bench's A/B switch)
    "SUBMIT_PARSER": "plain",
    "API_TITLE": "Croupier",
    # The spec's info.version, which both SDKs take as their package version (0.x: a minor
    # version may break; CHANGELOG.md says how to migrate). The paths stay under /v1.
    "API_VERSION": "0.2.0",
    "OPENAPI_VERSION": "3.1.0",
    "OPENAPI_URL_PREFIX": "/",
    "OPENAPI_JSON_PATH": "openapi.json",
    "OPENAPI_SWAGGER_UI_PATH": "docs",
    "OPENAPI_SWAGGER_UI_URL": docs.ASSETS_URL,  # served by us, pinned: no CDN
    "API_SPEC_OPTIONS": {
        # the SDKs' default base path: where `croupier up` listens
        "servers": [{"url": "http://127.0.0.1:8000", "description": "croupier up"}],
        "info": {
            "description": "Turn-based, hidden-information card games over HTTP.\n\n"
            + error_codes.markdown()
        },
        "components": {
            "securitySchemes": {
                "bearer": {"type": "http", "scheme": "bearer", "description": "A seat token."},
                "appKey": {
                    "type": "http",
                    "scheme": "bearer",
                    "description": "An app key (croupier keys create NAME): creates matches "
                    "(required where CROUPIER_APP_KEYS=required) and lists the app's matches.",
                },
            }
        },
    },
}

BLUEPRINTS = (
    games.blp,
    matches.blp,
    claims.blp,
    actions.blp,
    seats.blp,
    events.blp,
    streams.blp,
    exports.blp,
    exports.replays,
    health.blp,
    webhooks.blp,
    players.blp,
    matchmaking.blp,
)


Documenting = Callable[["CroupierApi"], None]


class CroupierApi(Api):
    """flask-smorest's Api, but the OpenAPI document is written at its first use (the spec
    route, ``croupier openapi``, a test) rather than in ``create_app``: writing it was four
    fifths of an app's making (about 37 of 46 ms here), paid by every gunicorn worker at boot
    and by every test's app, most of which never serve the spec. The routes are Flask's at
    once; only the document waits, and its steps run in the order they were asked for."""

    ERROR_SCHEMA = ErrorSchema

    def __init__(self, app: Flask) -> None:
        self._spec: Any = None
        self._steps: list[Documenting] = []
        self._writing = threading.RLock()
        self._written_by: int | None = None  # the thread writing it, which sees it as it is
        super().__init__(app)

    @property  # type: ignore[override]
    def spec(self) -> Any:
        """The document, written first if steps wait (once: other threads wait for it)."""
        if self._steps and self._written_by != threading.get_ident():
            with self._writing:
                self._written_by = threading.get_ident()
                try:
                    while self._steps:
                        self._steps.pop(0)(self)
                finally:
                    self._written_by = None
        return self._spec

    @spec.setter
    def spec(self, value: Any) -> None:
        self._spec = value

    def document(self, step: Documenting) -> None:
        """A step of the document (a schema, a refinement), run when it is first used."""
        self._steps.append(step)

    def register_blueprint(self, blp: Any, *, parameters: Any = None, **options: Any) -> None:
        """Flask's routes now; the blueprint's paths in the document at its first use."""
        name = options.get("name", blp.name)
        self._app.extensions["flask-smorest"]["blp_name_to_api"][name] = self
        self._app.register_blueprint(blp, **options)
        self.document(lambda api: api._document_blueprint(blp, name, parameters))

    def _document_blueprint(self, blp: Any, name: str, parameters: Any) -> None:
        blp.register_views_in_doc(self, self._app, self.spec, name=name, parameters=parameters)
        self.spec.tag({"name": name, "description": blp.description})


def create_app(config: dict[str, Any] | None = None) -> Flask:
    """Defaults, then CROUPIER_* environment variables, then REDIS_URL, then ``config``."""
    app = Flask(__name__)
    parsing.register(app)  # one JSON parser for every body
    # A copy: apispec writes the components it renders into the API_SPEC_OPTIONS it is given,
    # which would leave one app's games in every later app's spec (a test's game included).
    app.config.from_mapping(copy.deepcopy(DEFAULTS))
    app.config.from_prefixed_env("CROUPIER")
    if os.environ.get("REDIS_URL"):
        app.config["REDIS_URL"] = os.environ["REDIS_URL"]
    app.config.update(config or {})
    _check_client_seeds(app.config["CLIENT_SEEDS"])
    if app.config["SUBMIT_PARSER"] not in ("plain", "schemas"):
        setting = app.config["SUBMIT_PARSER"]
        raise ValueError(f"CROUPIER_SUBMIT_PARSER must be plain or schemas, not {setting!r}")
    if app.config["APP_KEYS"] not in ("off", "required"):
        setting = app.config["APP_KEYS"]
        raise ValueError(f"CROUPIER_APP_KEYS must be off or required, not {setting!r}")
    app.extensions[deps.WEBHOOKS_EXTENSION] = service_webhooks.Settings.from_config(app.config)
    app.extensions[deps.STORE_EXTENSION] = _store(app.config)
    api = CroupierApi(app)
    api.document(spec.register_actions)  # before the blueprints, whose schemas refer to them
    for blueprint in BLUEPRINTS:
        api.register_blueprint(blueprint)
    app.register_blueprint(docs.assets)
    app.register_blueprint(table.page)
    api.document(streams.register_messages)  # before refine, which types them game by game
    api.document(spec.refine)
    api.document(webhooks.register_delivery)
    errors.register(app)  # after Api, whose own HTTP error handler it replaces
    request_ids.register(app)
    observe.register(app)
    quotas.register(app)
    stream_caps.register(app)
    cors.register(app, app.config["CORS_ORIGINS"])
    app.after_request(wording.tell_language)
    if int(app.config["PROXIES"]) > 0:  # the last hops they add name the client
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=int(app.config["PROXIES"]))  # type: ignore[method-assign]
    return app


def _check_client_seeds(setting: Any) -> None:
    if setting not in ("allow", "refuse"):
        raise ValueError(f"CROUPIER_CLIENT_SEEDS must be allow or refuse, not {setting!r}")


def _store(config: dict[str, Any]) -> Store:
    timeout = config["REDIS_SOCKET_TIMEOUT"]
    # Waits (long polls, streams) block in Redis: their client's timeout covers the longest.
    longest_wait = max(float(config["STREAM_HEARTBEAT"]), schemas.MAX_WAIT)
    ttls = Ttls(
        active=int(config["ACTIVE_TTL"]),
        finished=int(config["FINISHED_TTL"]),
        idempotency=int(config["IDEMPOTENCY_TTL"]),
    )
    topology = Topology.from_settings(
        config["REDIS_URL"], config["REDIS_MODE"], config["QUEUE_URL"]
    )
    client = _redis(config, timeout, timeout, config["REDIS_POOL_SIZE"])
    spare = int(config["REDIS_SPARE_WAITERS"])
    blocking = _redis(config, longest_wait + timeout, timeout, config["REDIS_WAITERS"], spare)
    queue = None
    if topology.queue_url != topology.url:
        queue = _redis(
            {**config, "REDIS_URL": topology.queue_url, "REDIS_MODE": "single"},
            timeout,
            timeout,
            config["REDIS_POOL_SIZE"],
        )
    replication = Replication.from_settings(
        config["REDIS_WAIT_REPLICAS"], config["REDIS_WAIT_MS"], topology.cluster
    )
    return Store(client, ttls, blocking, queue=queue, replication=replication)


def _redis(
    config: dict[str, Any], timeout: float, wait: float, size: int, spare: int | None = None
) -> Client:
    """A client on a pool of ``size`` connections at most (``pools.pooled_client``)."""
    return pooled_client(
        config["REDIS_URL"],
        config["REDIS_MODE"],
        size=int(size),
        wait=wait,
        timeout=timeout,
        connect_timeout=config["REDIS_SOCKET_TIMEOUT"],
        spare=spare,
    )
