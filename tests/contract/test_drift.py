"""The committed spec and SDKs are what the app and the pinned generators produce now.

On failure: run ``clients/generate`` and commit what it changes.
"""

from __future__ import annotations

import filecmp
import shutil
import subprocess
from pathlib import Path

import pytest

from service.api import create_app
from service.api.spec import spec_json

ROOT = Path(__file__).resolve().parents[2]
FIX = "run clients/generate and commit the result"
IGNORED = ["__pycache__", "node_modules", "dist", ".pytest_cache"]


def test_the_committed_spec_is_the_apps(redis_url):
    committed = (ROOT / "openapi" / "openapi.json").read_text(encoding="utf-8")
    generated = spec_json(create_app({"TESTING": True, "REDIS_URL": redis_url}))
    assert committed == generated, f"openapi/openapi.json differs from the app's spec: {FIX}"


@pytest.fixture(scope="session")
def regenerated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Both SDKs generated afresh from the committed spec (one JVM run per session)."""
    if shutil.which("java") is None:
        pytest.skip("openapi-generator needs Java")
    out = tmp_path_factory.mktemp("clients")
    subprocess.run([str(ROOT / "clients" / "generate"), "--out", str(out)], check=True)
    return out


def differences(left: Path, right: Path) -> list[str]:
    """Files missing on either side or differing in content, recursively."""
    compared = filecmp.dircmp(left, right, ignore=IGNORED)
    return list(_walk(compared, Path()))


def _walk(compared: filecmp.dircmp, prefix: Path):
    for name in compared.left_only + compared.right_only + compared.funny_files:
        yield str(prefix / name)
    _, mismatch, errors = filecmp.cmpfiles(
        compared.left, compared.right, compared.common_files, shallow=False
    )
    yield from (str(prefix / name) for name in mismatch + errors)
    for name, sub in compared.subdirs.items():
        yield from _walk(sub, prefix / name)


@pytest.mark.parametrize("sdk", ["python/sdk", "typescript/sdk"])
def test_the_committed_sdk_is_what_the_generator_writes(regenerated, sdk):
    drift = differences(ROOT / "clients" / sdk, regenerated / sdk)
    assert not drift, f"clients/{sdk} drifted from the spec ({', '.join(drift[:10])}): {FIX}"


def test_croupier_openapi_check_says_how_to_fix(tmp_path, capsys):
    from service.cli import main

    stale = tmp_path / "openapi.json"
    stale.write_text("{}\n", encoding="utf-8")
    assert main(["openapi", "--output", str(stale), "--check"]) == 1
    assert "run clients/generate" in capsys.readouterr().out
    assert main(["openapi", "--output", str(stale)]) == 0
    assert main(["openapi", "--output", str(stale), "--check"]) == 0
