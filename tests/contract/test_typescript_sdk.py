"""The croupier-client npm package (clients/typescript), installed as its README says: built and
packed from a copy of the folder by the README's commands, the tarball installed in a new npm
project. There, against a live server: whole matches played by examples/play.ts (polling) and
examples/follow.ts (the stream helper, against server bots), compiled with tsc against the
installed declarations; the conditional-GET helpers; and ``followMatch`` resuming through
dropped connections. The README's examples run in the same project
(tests/contract/test_typescript_sdk_readme.py)."""

from __future__ import annotations

import fcntl
import json
import os
import re
import shutil
import subprocess
import tarfile
from dataclasses import dataclass
from pathlib import Path

import pytest
import requests
from readiness import run_watched

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "clients" / "typescript"
README = PACKAGE / "README.md"
PLACEHOLDER = "/path/to/croupier"  # where the README's install command names this repository
VERSION = json.loads((PACKAGE / "package.json").read_text())["version"]
TARBALL = f"croupier-client-{VERSION}.tgz"
QUIET_NPM = {
    "npm_config_audit": "false",
    "npm_config_fund": "false",
    "npm_config_update_notifier": "false",
}
STALL = 900.0  # seconds without output after which a build is stuck, not slow


@dataclass(frozen=True)
class Installed:
    package: Path  # the built copy of clients/typescript, with its node_modules (tsc)
    project: Path  # a new npm project with the packed tarball installed


_installed: list[Installed] = []  # one build per run, whichever test module asks first
_failed: list[str] = []  # or one failure: the tests after it fail at once rather than rebuild


def _node_and_npm() -> None:
    if shutil.which("node") and shutil.which("npm"):
        return
    reason = "needs node and npm (Node 18+)"
    if os.environ.get("CI") == "true":
        pytest.fail(reason)
    pytest.skip(reason)


def run(command: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    """``command`` in ``cwd``, which must succeed; its output is in the failure message. Given
    up on a stall, not on a clock (the build can take minutes on a busy 2-core machine)."""
    env = {**os.environ, **QUIET_NPM}
    done = run_watched(command, stall=STALL, cwd=cwd, env=env)
    assert done.returncode == 0, f"{command} failed:\n{done.stdout}\n{done.stderr}"
    return done


def installed_package(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    """The README's "Install", run verbatim: its first sh block (``cd clients/typescript``,
    ``npm ci``, ``npm pack``) in a copy of this repository's clients/typescript, then its second
    (a new project, ``npm install`` of the tarball) with the placeholder path replaced by the
    copy's. The repository itself is left alone. Built once per run, shared by the xdist
    workers (each module writes files of its own names in the project)."""
    _node_and_npm()
    if _failed:
        pytest.fail(f"installing the package failed earlier in this session:\n{_failed[0]}")
    if not _installed:
        try:
            _installed.append(_shared_install(tmp_path_factory))
        except Exception as failure:
            _failed.append(str(failure))
            raise
    return _installed[0]


def _shared_install(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    """``_install`` once per test run: the first xdist worker to ask builds (about 25 s of
    CPU: npm ci, the build, the pack, the install) while the others wait on a lock, then
    read where it is. The folder shared is this run's (xdist's workers' parent folder)."""
    run_folder = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        run_folder = run_folder.parent
    record = run_folder / "typescript-package.json"
    with open(run_folder / "typescript-package.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if record.exists():
            paths = json.loads(record.read_text())
            return Installed(package=Path(paths["package"]), project=Path(paths["project"]))
        installed = _install(tmp_path_factory)
        paths = {"package": str(installed.package), "project": str(installed.project)}
        record.write_text(json.dumps(paths))
        return installed


def _install(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    base = tmp_path_factory.mktemp("typescript")
    repo = base / "croupier"
    ignored = shutil.ignore_patterns("node_modules", "dist", "*.tgz")
    shutil.copytree(PACKAGE, repo / "clients" / "typescript", ignore=ignored)
    build, install = re.findall(r"```sh\n(.*?)```", README.read_text(), flags=re.DOTALL)[:2]
    assert build.startswith("cd clients/typescript\n") and PLACEHOLDER in install
    run(["bash", "-ec", build], cwd=repo)
    package = repo / "clients" / "typescript"
    with tarfile.open(package / TARBALL) as packed:
        names = set(packed.getnames())
    assert {"package/dist/index.js", "package/dist/types/src/index.d.ts"} <= names, names
    assert not any(n.startswith(("package/src/", "package/sdk/", "package/node_m")) for n in names)
    run(["bash", "-ec", install.replace(PLACEHOLDER, str(repo))], cwd=base)
    project = base / "my-app"
    assert (project / "node_modules" / "croupier-client" / "dist" / "index.js").is_file()
    return Installed(package=package, project=project)


@pytest.fixture(scope="session")
def typescript_project(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    return installed_package(tmp_path_factory)


@pytest.fixture(scope="session")
def examples(typescript_project: Installed) -> Path:
    """examples/*.ts as a TypeScript user on Node compiles them: an ES module project,
    ``--module nodenext --strict``, no skipLibCheck, against the package's own declarations.
    One tsc run for all of them; the folder of the compiled .js files."""
    work = typescript_project.project / "examples"  # resolves croupier-client from ../node_modules
    work.mkdir()
    (work / "package.json").write_text('{ "type": "module" }\n')
    sources = sorted(path.name for path in (PACKAGE / "examples").glob("*.ts"))
    assert {"play.ts", "follow.ts", "games.ts"} <= set(sources), sources
    for name in sources:
        shutil.copy(PACKAGE / "examples" / name, work / name)
    tsc = typescript_project.package / "node_modules" / "typescript" / "bin" / "tsc"
    flags = ["--module", "nodenext", "--target", "es2022", "--lib", "es2022,dom", "--strict"]
    run(["node", str(tsc), *flags, *sources], cwd=work)
    return work


def summary_of(done: subprocess.CompletedProcess[str]) -> dict:
    """The one-line JSON an example or script prints last."""
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_whole_match_through_the_installed_package(live_server, examples):
    summary = summary_of(run(["node", "play.js", live_server], cwd=examples))
    assert summary["status"] == "finished" and summary["steps"] > 0 and summary["events"] > 0


@pytest.mark.parametrize(
    "game",
    [
        "bad-trevor",
        "badass-force",
        "practical-guide-to-evil",
        "revenge-of-the-b-movie",
        "villainous-bigger-and-badder",
    ],
)
def test_each_game_to_its_end_through_the_installed_package_typed(
    live_server, examples, worker, game
):
    """examples/games.ts (issue 35, item 6): compiled with --strict, it types each game's own
    events, actions and state; played against server bots, its events are listEvents'."""
    summary = summary_of(run(["node", "games.js", live_server, game], cwd=examples))
    assert summary["game"] == game and summary["last"] == "match_finished"
    assert summary["moves"] > 0 and summary["outcome"]


def test_a_seat_played_from_follow_match_takes_at_most_1_2_requests_per_action(
    live_server, examples, worker
):
    """examples/follow.ts: seat 0 against two server bots, from ``followMatch`` alone (with the
    ``game`` option: typed events, checked against ``listEvents`` there). Every request of the
    seat goes through its Configuration's ``fetchApi``, which counts them: the stream's and the
    submits, nothing else."""
    summary = summary_of(run(["node", "follow.js", live_server], cwd=examples))
    assert summary["last"] == "match_finished" and set(summary["outcome"]) >= {"winners"}
    assert summary["moves"] > 0 and summary["requests"] == summary["moves"] + summary["streams"]
    assert summary["requests"] / summary["moves"] <= 1.2, summary


CONDITIONAL_GETS = """
import assert from "node:assert/strict";
import {
  ActionsApi, Configuration, MatchesApi, NOT_MODIFIED_HEADER, ResponseError, getMatchIfChanged,
  notModifiedCache,
} from "croupier-client";

const basePath = process.argv[2];
const statuses = []; // what the server answered, before any middleware
const fetchApi = async (url, init) => {
  const response = await fetch(url, init);
  statuses.push(response.status);
  return response;
};
const seats = [{ type: "human" }, { type: "human" }, { type: "human" }];
const created = await new MatchesApi(new Configuration({ basePath })).createMatch({
  createMatch: { game: "bad-trevor", seats, options: { botPaceMs: 0 } },
});
const matchId = created.id;
const token = created.seats[0].token;
const notModified = (response) => response.raw.headers.get(NOT_MODIFIED_HEADER);
const is304 = (error) => error instanceof ResponseError && error.response.status === 304;

// The generated call alone rejects a 304.
const plain = new MatchesApi(new Configuration({ basePath }));
await assert.rejects(plain.getMatch({ matchId, ifNoneMatch: '"0"' }), is304);

// getMatchIfChanged: null on 304, the view otherwise.
assert.equal(await getMatchIfChanged(plain, matchId, 0), null);
assert.equal((await getMatchIfChanged(plain, matchId, 7)).version, 0);

// notModifiedCache: one cache shared by seat 0 and a spectator, kept apart by Authorization.
const cache = notModifiedCache();
const seat0 = new MatchesApi(new Configuration({ basePath, accessToken: token, fetchApi,
                                                  middleware: [cache] }));
const spectator = new MatchesApi(new Configuration({ basePath, fetchApi, middleware: [cache] }));
const first = await seat0.getMatchRaw({ matchId });
assert.equal(notModified(first), null);
const seen = await first.value();
assert.equal(seen.seat, 0);
const second = await seat0.getMatchRaw({ matchId });
assert.equal(notModified(second), "true");
assert.equal(second.raw.status, 200);
assert.deepEqual(await second.value(), seen);
const watched = await spectator.getMatchRaw({ matchId });
assert.equal(notModified(watched), null);
assert.equal((await watched.value()).seat ?? null, null);
assert.equal((await spectator.getMatch({ matchId })).seat ?? null, null);
assert.equal((await seat0.getMatch({ matchId })).seat, 0);
assert.deepEqual(statuses, [200, 304, 200, 304, 304]);
assert.equal(await getMatchIfChanged(seat0, matchId, 0), null); // its own If-None-Match: left alone

// The match moves on: a fresh 200, and the cache follows.
await new ActionsApi(new Configuration({ basePath, accessToken: token, middleware: [cache] }))
  .submitAction({ matchId, submitAction: { actionId: "ready" } });
const moved = await seat0.getMatchRaw({ matchId });
assert.equal(notModified(moved), null);
assert.equal((await moved.value()).version, 1);
assert.equal((await seat0.getMatch({ matchId })).version, 1);
assert.equal(statuses.at(-1), 304);
assert.equal((await getMatchIfChanged(seat0, matchId, 0)).version, 1);

// Errors other than 304 still reject.
await assert.rejects(getMatchIfChanged(plain, "no-such-match", 0),
                     (error) => error instanceof ResponseError && error.response.status === 404);
console.log("ok");
"""


def test_a_304_is_not_an_exception_with_the_helpers(live_server, typescript_project):
    script = typescript_project.project / "conditional-gets.mjs"
    script.write_text(CONDITIONAL_GETS)
    checked = run(["node", script.name, live_server], cwd=typescript_project.project)
    assert checked.stdout.strip() == "ok"


RESUMING = """
import assert from "node:assert/strict";
import net from "node:net";
import { ActionsApi, Configuration, MatchesApi, ResponseError, followMatch } from "croupier-client";

const basePath = process.argv[2];
const upstream = new URL(basePath);
const created = await new MatchesApi(new Configuration({ basePath })).createMatch({
  createMatch: { game: "bad-trevor", options: { botPaceMs: 0 },
    seats: [{ type: "human" }, { type: "bot" }, { type: "bot" }],
                 seed: 3 },
});
const matchId = created.id;
const token = created.seats[0].token;
const seen = []; // the events followMatch yielded, in order
const connections = []; // each stream request: the cursor it sent, and the last event seen then

// A TCP proxy in front of the server that drops each of the first streams after so many bytes
// of its response, headers included: a connection lost mid-message, as a network loses one.
const CUTS = [600, 1400, 2300];
let accepted = 0;
const proxy = net.createServer((client) => {
  const server = net.connect(Number(upstream.port), upstream.hostname);
  client.setNoDelay(true); // no Nagle wait on each small message
  server.setNoDelay(true);
  const cutAt = CUTS[accepted++] ?? Infinity;
  let sent = 0;
  client.on("data", (chunk) => server.write(chunk));
  server.on("data", (chunk) => {
    if (sent + chunk.length < cutAt) {
      sent += chunk.length;
      client.write(chunk);
      return;
    }
    client.write(chunk.subarray(0, cutAt - sent), () => client.destroy());
    server.destroy();
  });
  const close = () => { client.destroy(); server.destroy(); };
  client.on("error", close).on("close", close);
  server.on("error", close).on("close", close);
});
await new Promise((resolve) => proxy.listen(0, "127.0.0.1", resolve));

// Seen by the client's fetch: which cursor each stream asks for; and on the stream after the
// cut ones, the server's `event: error` (as it sends one when Redis fails), then its close.
const encoder = new TextEncoder();
const fetchApi = async (url, init) => {
  const after = Number(new URL(url).searchParams.get("after"));
  connections.push({ after, lastSeen: seen.at(-1)?.id ?? 0 });
  const response = await fetch(url, init);
  if (connections.length !== CUTS.length + 1) return response;
  await response.body.cancel();
  const failing = 'event: error\\ndata: {"code":"redis_unavailable","message":"x"}\\n\\n';
  return new Response(encoder.encode(failing), { status: 200, headers: response.headers });
};

const follower = new Configuration({ basePath: `http://127.0.0.1:${proxy.address().port}`,
                                     accessToken: token, fetchApi });
const actions = new ActionsApi(new Configuration({ basePath, accessToken: token }));
let end;
let moves = 0;
for await (const message of followMatch(follower, matchId)) {
  if (message.kind === "event") {
    seen.push(message.data);
  } else if (message.kind === "state" && message.data.yours) {
    const listed = message.data.actions;
    const actionId = listed[++moves % listed.length].id;
    await actions.submitAction({ matchId, submitAction: { actionId } })
      .catch((error) => { if (!(error instanceof ResponseError)) throw error; });
  } else if (message.kind === "end") {
    end = message.data;
  }
}
proxy.close();
console.log(JSON.stringify({ matchId, token, events: seen, end, connections, cut: accepted }));
"""


def test_follow_match_resumes_through_dropped_connections_and_sees_each_event_once(
    live_server, typescript_project, worker
):
    """A whole match followed through a proxy that cuts the first three streams mid-response
    (byte counts, not timing), then a stream that brings the server's ``error`` message: each
    time ``followMatch`` reconnects with ``after`` = the last event it gave, and what it gave is
    exactly what GET .../events gives the seat, in order, each event once, then the end."""
    script = typescript_project.project / "resuming.mjs"
    script.write_text(RESUMING)
    followed = summary_of(run(["node", script.name, live_server], cwd=typescript_project.project))
    listed = requests.get(
        f"{live_server}/v1/matches/{followed['matchId']}/events?limit=1000",
        headers={"Authorization": f"Bearer {followed['token']}"},
        timeout=60,
    )
    assert listed.status_code == 200 and not listed.json()["has_more"]
    assert followed["events"] == listed.json()["events"]  # the JSON as sent, each event once
    assert followed["events"][-1]["type"] == "match_finished"
    assert followed["end"]["status"] == "finished" and followed["end"]["outcome"]["winners"]
    connections = followed["connections"]
    assert len(connections) >= 5 and followed["cut"] >= 5, connections  # 3 cuts, 1 error, the rest
    assert all(c["after"] == c["lastSeen"] for c in connections), connections
    assert connections[0]["after"] == 0 and connections[3]["after"] > 0, connections


STOPPING_AND_REFUSALS = """
import assert from "node:assert/strict";
import {
  ActionsApi, Configuration, EventsApi, MatchesApi, ResponseError, StreamDroppedError,
  StreamRefusedError, followMatch, streamTicket,
} from "croupier-client";

const basePath = process.argv[2];
const seats = [{ type: "human" }, { type: "human" }, { type: "human" }];
const created = await new MatchesApi(new Configuration({ basePath })).createMatch({
  createMatch: { game: "bad-trevor", seats, options: { botPaceMs: 0 } },
});
const matchId = created.id;
for (const seat of created.seats.slice(1)) { // seats 1 and 2 get ready: a few more events
  await new ActionsApi(new Configuration({ basePath, accessToken: seat.token }))
    .submitAction({ matchId, submitAction: { actionId: "ready" } });
}
const me = new Configuration({ basePath, accessToken: async () => created.seats[0].token });
const every = (await new EventsApi(me).listEvents({ matchId })).events;
assert.ok(every.length >= 3, every);
const game = "bad-trevor";

// Aborted after its first event: rejects with the signal's reason; then resumed with `after`.
const controller = new AbortController();
const first = [];
await assert.rejects(async () => {
  for await (const message of followMatch(me, matchId, { game, signal: controller.signal })) {
    if (message.kind === "event") first.push(message.data);
    controller.abort();
  }
}, (error) => error.name === "AbortError");
assert.equal(first.length, 1);
const rest = [];
let state;
for await (const message of followMatch(me, matchId, { game, after: first[0].id })) {
  if (message.kind === "event") rest.push(message.data);
  if (message.kind === "state") { state = message.data; break; } // break closes the stream
}
assert.deepEqual([...first, ...rest], every); // typed as listEvents types them
assert.equal(state.yours.seat, 0);
assert.ok(state.actions.length > 0 && state.actions.every((action) => action.id));

// A spectator's stream: no token.
for await (const message of followMatch(new Configuration({ basePath }), matchId)) {
  if (message.kind !== "state") continue;
  assert.equal(message.data.yours, null);
  assert.equal(message.data.reason, "spectator");
  break;
}

// A 4xx rejects at once, with the error body.
const refusal = async (config, id, status, code) => {
  await assert.rejects(async () => { for await (const _ of followMatch(config, id)) break; },
    (error) => error instanceof StreamRefusedError && error instanceof ResponseError
      && error.status === status && error.body.code === code && error.message.includes(code));
};
await refusal(new Configuration({ basePath, accessToken: "not-a-token" }), matchId, 401,
              "invalid_token");
await refusal(me, "no-such-match", 404, "unknown_match");

// No server at all: FetchErrors, then StreamDroppedError once the retries are spent.
await assert.rejects(async () => {
  for await (const _ of followMatch(new Configuration({ basePath: "http://127.0.0.1:9" }),
                                    matchId, { retries: 0 })) break;
}, (error) => error instanceof StreamDroppedError && error.cause?.name === "FetchError");

// streamTicket: a URL for EventSource that opens the seat's stream once.
const url = await streamTicket(me, matchId);
assert.ok(url.startsWith(`${basePath}/v1/matches/${matchId}/events/stream?ticket=`), url);
const opened = await fetch(url, { headers: { Accept: "text/event-stream" } });
assert.equal(opened.status, 200);
assert.match(opened.headers.get("Content-Type"), /^text\\/event-stream/);
await opened.body.cancel();
const spent = await fetch(url);
assert.equal(spent.status, 401);
assert.equal((await spent.json()).code, "invalid_ticket");
assert.ok((await streamTicket(me, matchId, 5)).endsWith("&after=5"));

// Seat 1 resigns, which ends the match: a stream from the last event gets the rest, then `end`
// (and so do the streams left open on the server above: none outlives the test).
await new ActionsApi(new Configuration({ basePath, accessToken: created.seats[1].token }))
  .submitAction({ matchId, submitAction: { action: { type: "resign" } } });
const tail = [];
let end;
for await (const message of followMatch(me, matchId, { after: every.at(-1).id })) {
  if (message.kind === "event") tail.push(message.data.type);
  else if (message.kind === "end") end = message.data;
}
assert.deepEqual(tail, ["resigned", "forfeit", "match_finished"]);
assert.equal(end.status, "finished");
console.log("ok");
"""


def test_follow_match_stops_on_abort_or_break_and_refusals_reject(live_server, typescript_project):
    script = typescript_project.project / "stopping.mjs"
    script.write_text(STOPPING_AND_REFUSALS)
    checked = run(["node", script.name, live_server], cwd=typescript_project.project)
    assert checked.stdout.strip() == "ok"
