"""The committed web table (``service/static/play``) is what ``clients/web`` builds now: its
TypeScript type-checks against the SDK's sources, and esbuild, pinned in its package-lock,
writes the same bytes. The build runs in a copy, installed with ``npm ci``.

On failure: ``cd clients/web && npm ci && npm run build``, and commit what it changes."""

from __future__ import annotations

import shutil
from pathlib import Path

from .test_drift import differences
from .test_typescript_sdk import _node_and_npm, run

ROOT = Path(__file__).resolve().parents[2]
COMMITTED = ROOT / "service" / "static" / "play"
FIX = "cd clients/web && npm ci && npm run build, then commit service/static/play"


def test_the_committed_table_is_what_clients_web_builds(tmp_path: Path) -> None:
    _node_and_npm()
    copy = tmp_path / "clients"
    skip = shutil.ignore_patterns("node_modules", "dist", "*.tgz")
    shutil.copytree(ROOT / "clients" / "web", copy / "web", ignore=skip)
    # the SDK the table imports, at the same place (its tsconfig files steer esbuild too)
    shutil.copytree(ROOT / "clients" / "typescript", copy / "typescript", ignore=skip)
    run(["npm", "ci"], copy / "web")
    built = tmp_path / "built"
    run(["npm", "run", "build", "--", str(built)], copy / "web")
    drift = differences(COMMITTED, built)
    assert not drift, f"service/static/play differs from the build ({', '.join(drift)}): {FIX}"
