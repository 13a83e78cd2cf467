"""Each game's compression dictionaries, handed to the store by the layer that registers the
games (``service.games``): the store imports nothing of the games. A game describes its own
in a small module (``service/games/<game>/dictionaries.py``) of plain data."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Protocol

from . import archives, entries


class GameDictionaries(Protocol):
    """What a game's ``dictionaries`` module holds: its game id, the folder of its files, and
    the SHA-256 of each entry (``.zdict``) and archive (``.zstd``) dictionary by id."""

    GAME: str
    FOLDER: Path
    ENTRIES: Mapping[int, str]
    ARCHIVES: Mapping[int, str]


def register(game: GameDictionaries) -> None:
    """Store the game's entries and archives with its dictionaries from now on."""
    for ident, sha256 in game.ENTRIES.items():
        entries.register(entries.Dictionary(ident, game.GAME, sha256, game.FOLDER))
    for ident, sha256 in game.ARCHIVES.items():
        archives.register(archives.Dictionary(ident, game.GAME, sha256, game.FOLDER))
