"""How a live match's event and log entries are stored: their JSON deflated against a preset
dictionary of the match's game (the game registers its own: ``dictionaries``), a fifth of the
JSON's size or less, so that a live match costs Redis a fraction of what plain JSON did
(issue 17).

A stored entry is either JSON (it starts with ``{``: entries of a game without a dictionary)
or one byte naming its dictionary, then raw deflate. A sealed block of entries (``pack_block``:
older events and log entries of a live match, ``sealing``) is stored the same way, its JSON an
array (``[``). A dictionary, once shipped, never
changes and its id is never reused, since the entries written with it must stay readable: a
better one takes a new id (``croupier dictionary GAME --id N`` writes one), and its
registration pins each file's SHA-256, checked when it is first used.
"""

from __future__ import annotations

import functools
import hashlib
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import codec
from .shelf import Shelf

LEVEL, MEMORY = 6, 4  # deflate's level and memory: level 9 costs three times the CPU for 20%
WINDOW = -15  # raw deflate, 32 KiB window: no header, no checksum (Redis keeps the bytes)
MAX_BYTES = 32 * 1024  # deflate looks back 32 KiB at most: a longer dictionary is wasted
JSON_START = ord("{")  # every entry is a JSON object: dictionary ids stay below it
BLOCK_START = ord("[")  # a block is a JSON array: dictionary ids stay below this too
BLOCK_LEVEL, BLOCK_MEMORY = 9, 9  # a block is deflated once, read rarely: smallest is worth it


@dataclass(frozen=True)
class Dictionary:
    """A shipped dictionary: its id, its game, its file's SHA-256 and the folder of its file
    (the game's own: a game registers its dictionaries, ``service.store.dictionaries``)."""

    id: int
    game: str
    sha256: str
    folder: Path

    @property
    def path(self) -> Path:
        return self.folder / f"{self.id}-{self.game}.zdict"


_SHELF: Shelf[Dictionary] = Shelf("entry")
DICTIONARIES = _SHELF.every  # every registered one (``register``)
_BY_ID = _SHELF.by_id
_NEWEST = _SHELF.newest  # by game: the highest id wins


def register(dictionary: Dictionary) -> None:
    """Read and write entries of ``dictionary.game`` with it (its newest one for writing)."""
    _SHELF.add(dictionary)


class UnknownDictionary(ValueError):
    """An entry or an archive names a dictionary this release does not have (written by a
    newer one), or a dictionary file is not the one shipped."""


def pack(value: dict[str, Any], game: str) -> bytes:
    """``value``'s JSON, deflated with its game's newest dictionary if it has one."""
    return _packed(value, game, LEVEL, MEMORY)


def unpack(stored: bytes) -> Any:
    """The value of a stored entry (or block), whichever way it was stored."""
    if stored[0] in (JSON_START, BLOCK_START):
        return codec.loads(stored)
    inflater = zlib.decompressobj(WINDOW, content(stored[0]))
    return codec.loads(inflater.decompress(stored[1:]) + inflater.flush())


def pack_block(values: list[Any], game: str) -> bytes:
    """Several entries as one JSON array, deflated together with the game's newest
    dictionary if it has one: far smaller than the entries one by one (each starts its
    deflate afresh) and one Redis element instead of many. ``unpack`` reads it back."""
    return _packed(values, game, BLOCK_LEVEL, BLOCK_MEMORY)


def _packed(value: Any, game: str, level: int, memory: int) -> bytes:
    raw = codec.dumps(value).encode()
    dictionary = _NEWEST.get(game)
    if dictionary is None:
        return raw
    deflater = _deflater(dictionary.id, level, memory).copy()  # a third of a fresh one's cost
    return bytes([dictionary.id]) + deflater.compress(raw) + deflater.flush()


@functools.cache
def content(dictionary_id: int) -> bytes:
    """A shipped dictionary's bytes, by its id."""
    dictionary = _BY_ID.get(dictionary_id)
    if dictionary is None:
        raise UnknownDictionary(f"no entry dictionary {dictionary_id}: written by a newer release?")
    return checked(dictionary)


def checked(dictionary: Dictionary) -> bytes:
    """The dictionary's file, if it is the one it shipped as (its SHA-256)."""
    data = dictionary.path.read_bytes()
    if hashlib.sha256(data).hexdigest() != dictionary.sha256:
        raise UnknownDictionary(f"{dictionary.path.name} is not the file it shipped as")
    return data


@functools.cache
def _deflater(dictionary_id: int, level: int, memory: int) -> Any:
    return zlib.compressobj(
        level, zlib.DEFLATED, WINDOW, memory, zlib.Z_DEFAULT_STRATEGY, content(dictionary_id)
    )


def build(samples: list[dict[str, Any]]) -> bytes:
    """A dictionary from sample entries (a game's events and log entries, in play order):
    their JSON, the last ``MAX_BYTES`` of it, since deflate finds the nearest matches best."""
    joined = b"".join(codec.dumps(sample).encode() for sample in samples)
    return joined[-MAX_BYTES:]
