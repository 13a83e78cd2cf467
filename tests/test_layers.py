"""The layers of ARCHITECTURE.md, read off the source: the engine imports nothing of ours
above it (not even inside a function), and no two modules of ours import each other."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("service", "workers")
ENGINE_MAY_NOT_IMPORT = (
    "service.games",
    "service.api",
    "service.store",
    "service.dispatch",
    "workers",
    "flask",
    "redis",
    "rq",
    "random",
    "time",
)


def module_files() -> dict[str, Path]:
    """Every module of ours by dotted name (a package by its ``__init__``)."""
    found = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def imports_of(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """Every module ``name`` imports, at the top or inside a function, resolved to ours
    where it is ours (``from pkg import sub`` names the submodule when there is one)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = _absolute(package, node.module, node.level)
            found.update(_target(base, alias.name, modules) for alias in node.names)
    return found


def _absolute(package: str, module: str | None, level: int) -> str:
    if level == 0:
        return module or ""
    parts = package.split(".")[: len(package.split(".")) - (level - 1)]
    return ".".join([*parts, *([module] if module else [])])


def _target(base: str, imported: str, modules: dict[str, Path]) -> str:
    return f"{base}.{imported}" if f"{base}.{imported}" in modules else base


def graph() -> dict[str, set[str]]:
    modules = module_files()
    return {
        name: {found for found in imports_of(name, path, modules) if found in modules}
        for name, path in modules.items()
    }


def test_the_engine_imports_nothing_of_the_layers_above_nor_a_clock_or_global_random():
    modules = module_files()
    for name, path in modules.items():
        if not name.startswith("service.engine"):
            continue
        for found in imports_of(name, path, modules):
            assert not found.startswith(ENGINE_MAY_NOT_IMPORT), f"{name} imports {found}"


PURE_OUTSIDE_THE_ENGINE = ("service.matchmaking.matcher",)  # the time is its argument


def test_the_matcher_is_as_pure_as_the_engine():
    modules = module_files()
    for name in PURE_OUTSIDE_THE_ENGINE:
        for found in imports_of(name, modules[name], modules):
            assert not found.startswith(ENGINE_MAY_NOT_IMPORT), f"{name} imports {found}"


def test_no_import_cycles_among_our_modules():
    edges = graph()
    cycles = [component for component in _components(edges) if len(component) > 1]
    assert cycles == []


def _components(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in edges.get(node, ()):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == node:
                    break
            found.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


# Modules outside service/store that may still speak Redis, each for a reason of its own.
REDIS_SPEAKERS = {
    "service.cli": "`croupier up` waits for the redis-server it started to answer",
    "service.devcluster": "starts and forms a local Redis Cluster (a development tool)",
    "service.serving": "picks redis-py's hiredis parser once gevent patched the sockets",
    # the workers' queue Redis, which RQ speaks for them: its connection and what lives
    # beside RQ's keys there (liveness)
    "workers.main": "the RQ worker's connection to the queue Redis, and its wait for it",
}


def speaks_redis(path: Path) -> bool:
    """Whether a module imports redis-py or reaches a client's ``.redis`` attribute."""
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import) and any(
            alias.name.split(".")[0] == "redis" for alias in node.names
        ):
            return True
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "redis":
            return True
        if isinstance(node, ast.Attribute) and node.attr == "redis":
            return True
    return False


def test_redis_is_spoken_only_inside_the_store():
    """Named store operations (``service.store``), scripts registered there once; the
    exceptions above say why each is one."""
    speakers = {
        name
        for name, path in module_files().items()
        if not name.startswith("service.store") and speaks_redis(path)
    }
    assert speakers - set(REDIS_SPEAKERS) == set()
    assert set(REDIS_SPEAKERS) - speakers == set(), "an exception no longer needed"


def test_the_store_imports_nothing_of_ours():
    modules = module_files()
    for name, path in modules.items():
        if not name.startswith("service.store"):
            continue
        for found in imports_of(name, path, modules):
            mine = found in modules or found.startswith(PACKAGES)
            assert not mine or found.startswith("service.store"), f"{name} imports {found}"


def test_a_game_imports_only_the_engine_and_itself():
    modules = module_files()
    for name, path in modules.items():
        parts = name.split(".")
        if parts[:2] != ["service", "games"] or len(parts) < 3:
            continue
        own = ".".join(parts[:3])
        for found in imports_of(name, path, modules):
            mine = found in modules or found.startswith(PACKAGES)
            allowed = found.startswith(("service.engine", own))
            assert not mine or allowed, f"{name} imports {found}"
            assert not found.startswith(("flask", "redis", "rq")), f"{name} imports {found}"


def test_the_service_imports_nothing_of_the_workers():
    """The workers sit above the service: ``croupier worker`` hands over to
    ``python -m workers`` rather than importing it."""
    for name, targets in graph().items():
        if name.startswith("service"):
            assert not [t for t in targets if t.startswith("workers")], name


def test_a_worker_starts_without_the_http_api():
    """A worker (``python -m workers`` imports ``workers.main``) loads no Flask, marshmallow or
    route: the API package cost each worker process (and each delivery worker beside it) a
    third of its start's CPU. Matchmaking imports it at its first create
    (``service.matchmaking.creating``)."""
    probe = "import sys, workers.main; print(sorted(m for m in sys.modules if m.startswith(API)))"
    api = "('flask', 'marshmallow', 'webargs', 'apispec', 'service.api')"
    command = [sys.executable, "-c", f"API = {api}; {probe}"]
    found = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, check=True)
    assert found.stdout.strip() == "[]", found.stdout
