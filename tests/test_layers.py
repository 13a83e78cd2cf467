"""The layers of ARCHITECTURE.md, read off the source: the engine imports nothing of ours
above it (not even inside a function), and no two modules of ours import each other."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("service", "workers")
ENGINE_MAY_NOT_IMPORT = ("service.games", "service.api", "service.store", "service.dispatch",
                         "workers", "flask", "redis", "rq", "random", "time")  # fmt: skip


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
