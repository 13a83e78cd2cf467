"""The registry of games. The engine imports nothing of the games: the layer above registers
them (``service.games`` registers every built-in game when it is imported, and the API, the
workers, the CLI and the tests import it)."""

from __future__ import annotations

from .errors import UnknownGame
from .game import Game

_GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    if game.id in _GAMES:
        raise ValueError(f"game {game.id!r} is already registered")
    _GAMES[game.id] = game
    return game


def unregister(game_id: str) -> None:
    """Forget a game (tests that register a toy game of their own)."""
    _GAMES.pop(game_id, None)


def get_game(game_id: str) -> Game:
    try:
        return _GAMES[game_id]
    except KeyError:
        raise UnknownGame(f"no game named {game_id!r}", game=game_id) from None


def all_games() -> list[Game]:
    return sorted(_GAMES.values(), key=lambda game: game.id)
