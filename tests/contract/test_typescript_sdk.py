"""The croupier-client npm package (clients/typescript), installed as its README says: built and
packed from a copy of the folder by the README's commands, the tarball installed in a new npm
project. There, against a live server: a whole match played by examples/play.ts, compiled with
tsc against the installed declarations, and the conditional-GET helpers. The README's example
runs in the same project (tests/contract/test_sdk_readmes.py)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tarfile
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "clients" / "typescript"
README = PACKAGE / "README.md"
PLACEHOLDER = "/path/to/croupier"  # where the README's install command names this repository
TARBALL = "croupier-client-0.1.0.tgz"
QUIET_NPM = {
    "npm_config_audit": "false",
    "npm_config_fund": "false",
    "npm_config_update_notifier": "false",
}


@dataclass(frozen=True)
class Installed:
    package: Path  # the built copy of clients/typescript, with its node_modules (tsc)
    project: Path  # a new npm project with the packed tarball installed


_installed: list[Installed] = []  # one build per session, whichever test module asks first
_failed: list[str] = []  # or one failure: the tests after it fail at once rather than rebuild


def _node_and_npm() -> None:
    if shutil.which("node") and shutil.which("npm"):
        return
    reason = "needs node and npm (Node 18+)"
    if os.environ.get("CI") == "true":
        pytest.fail(reason)
    pytest.skip(reason)


def run(command: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    """``command`` in ``cwd``, which must succeed; its output is in the failure message."""
    env = {**os.environ, **QUIET_NPM}
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"{command} failed:\n{done.stdout}\n{done.stderr}"
    return done


def installed_package(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    """The README's "Install", run verbatim: its first sh block (``cd clients/typescript``,
    ``npm ci``, ``npm pack``) in a copy of this repository's clients/typescript, then its second
    (a new project, ``npm install`` of the tarball) with the placeholder path replaced by the
    copy's. The repository itself is left alone. Built once per session."""
    _node_and_npm()
    if _failed:
        pytest.fail(f"installing the package failed earlier in this session:\n{_failed[0]}")
    if not _installed:
        try:
            _installed.append(_install(tmp_path_factory))
        except Exception as failure:
            _failed.append(str(failure))
            raise
    return _installed[0]


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


def test_a_whole_match_through_the_installed_package(live_server, typescript_project):
    """examples/play.ts as a TypeScript user on Node compiles it: an ES module project,
    ``--module nodenext --strict``, no skipLibCheck, against the package's own declarations."""
    work = typescript_project.project / "play"  # resolves croupier-client from ../node_modules
    work.mkdir()
    (work / "package.json").write_text('{ "type": "module" }\n')
    shutil.copy(PACKAGE / "examples" / "play.ts", work / "play.ts")
    tsc = typescript_project.package / "node_modules" / "typescript" / "bin" / "tsc"
    flags = ["--module", "nodenext", "--target", "es2022", "--lib", "es2022,dom", "--strict"]
    run(["node", str(tsc), *flags, "play.ts"], cwd=work)
    played = run(["node", "play.js", live_server], cwd=work)
    summary = json.loads(played.stdout.strip().splitlines()[-1])
    assert summary["status"] == "finished" and summary["steps"] > 0 and summary["events"] > 0


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
  createMatch: { game: "bad-trevor", seats },
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
