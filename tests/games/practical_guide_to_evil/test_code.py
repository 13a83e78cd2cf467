"""The game's code: its modules import one another without a cycle (imports inside a
function included), and every name deck.py defines is used."""

from __future__ import annotations

import ast
import re
from graphlib import TopologicalSorter
from pathlib import Path

import service.games.practical_guide_to_evil as package

PACKAGE = Path(package.__file__).parent
TESTS = Path(__file__).parent
PREFIX = "service.games.practical_guide_to_evil."


def _siblings(path: Path) -> set[str]:
    """The modules of the game that ``path`` imports, wherever the import statement is."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.ImportFrom):
            continue
        if node.level == 1:
            module = node.module
            found.update([module.split(".")[0]] if module else [a.name for a in node.names])
        elif node.module and node.module.startswith(PREFIX):
            found.add(node.module.removeprefix(PREFIX).split(".")[0])
    return found


def test_the_game_modules_import_one_another_without_a_cycle():
    """No module imports, even from inside a function, one that imports it back."""
    graph = {path.stem: _siblings(path) for path in PACKAGE.glob("*.py")}
    assert graph["plays"] and graph["effects"]
    order = list(TopologicalSorter(graph).static_order())  # raises CycleError on a cycle
    assert order.index("effects") < order.index("plays")


def test_every_name_deck_py_defines_is_used():
    """deck.py holds no dead constant: each name it defines is used by the game or its tests."""
    deck = (PACKAGE / "deck.py").read_text(encoding="utf-8")
    names = []
    for node in ast.parse(deck).body:
        if isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names += [target.id for target in targets if isinstance(target, ast.Name)]
        elif isinstance(node, ast.FunctionDef):
            names.append(node.name)
    others = [*PACKAGE.glob("*.py"), *TESTS.glob("*.py")]
    text = "\n".join(p.read_text(encoding="utf-8") for p in others if p.name != "deck.py")
    unused = [
        name
        for name in names
        if len(re.findall(rf"\b{name}\b", deck)) < 2 and not re.search(rf"\b{name}\b", text)
    ]
    assert names and not unused, unused
