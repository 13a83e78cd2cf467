"""The registry of games: adding a game is one ``register`` call in ``service.games``."""

from __future__ import annotations

import sys

from .errors import UnknownGame
from .game import Game

_GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    if game.id in _GAMES:
        raise ValueError(f"game {game.id!r} is already registered")
    _GAMES[game.id] = game
    return game


def get_game(game_id: str) -> Game:
    _load_builtin_games()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise UnknownGame(f"no game named {game_id!r}", game=game_id) from None


def all_games() -> list[Game]:
    _load_builtin_games()
    return sorted(_GAMES.values(), key=lambda game: game.id)


def _load_builtin_games() -> None:
    # Imported lazily so that the engine itself imports nothing of the games; a module
    # import runs once, and the check keeps the import machinery off the hot path.
    if "service.games" not in sys.modules:
        import service.games  # noqa: F401
