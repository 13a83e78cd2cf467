"""Each registered game's own module of a given name in its test folder
(``tests/games/<package>/<name>.py``: its playthrough, its playout invariants), loaded by
path: the generic tests ask every game for one, and a game without it fails them."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import service.games  # noqa: F401  (registers every game)
from service.engine.registry import all_games

GAMES_TESTS = Path(__file__).resolve().parent / "games"


def game_modules(name: str, what: str) -> dict[str, ModuleType]:
    """Each registered game's ``<name>.py``, by game id; ``what`` says in a failure what the
    missing module would have given."""
    found = {}
    for game in all_games():
        folder = GAMES_TESTS / type(game).__module__.split(".")[-2]
        path = folder / f"{name}.py"
        assert path.is_file(), f"{folder.name} has no {what} ({path} is missing)"
        spec = importlib.util.spec_from_file_location(f"{name}_{folder.name}", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        found[game.id] = module
    return found
