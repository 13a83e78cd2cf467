"""How a live match's event and log entries are stored: their JSON deflated against a preset
dictionary of the match's game (``dictionaries/``), a fifth of the JSON's size or less, so
that a live match costs Redis a fraction of what plain JSON did (issue 17).

A stored entry is either JSON (it starts with ``{``: entries of a game without a dictionary)
or one byte naming its dictionary, then raw deflate. A sealed block of entries (``pack_block``:
older events and log entries of a live match, ``sealing``) is stored the same way, its JSON an
array (``[``). A dictionary, once shipped, never
changes and its id is never reused, since the entries written with it must stay readable: a
better one takes a new id (``croupier dictionary GAME --id N`` writes one), and ``DICTIONARIES``
pins each file's SHA-256, checked when it is first used.
"""

from __future__ import annotations

import functools
import hashlib
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import codec

FOLDER = Path(__file__).with_name("dictionaries")
LEVEL, MEMORY = 6, 4  # deflate's level and memory: level 9 costs three times the CPU for 20%
WINDOW = -15  # raw deflate, 32 KiB window: no header, no checksum (Redis keeps the bytes)
MAX_BYTES = 32 * 1024  # deflate looks back 32 KiB at most: a longer dictionary is wasted
JSON_START = ord("{")  # every entry is a JSON object: dictionary ids stay below it
BLOCK_START = ord("[")  # a block is a JSON array: dictionary ids stay below this too
BLOCK_LEVEL, BLOCK_MEMORY = 9, 9  # a block is deflated once, read rarely: smallest is worth it


@dataclass(frozen=True)
class Dictionary:
    id: int
    game: str
    sha256: str

    @property
    def path(self) -> Path:
        return FOLDER / f"{self.id}-{self.game}.zdict"


DICTIONARIES = (
    Dictionary(1, "bad-trevor", "0eba7fe678d42fe1c54f7e5abc7432c1109204abdfb246dbd0fddb7c2705d41b"),
    Dictionary(
        2,
        "practical-guide-to-evil",
        "5b1b7ca9ae8c1f93a6da1d6df91ff6b689693bab354c433f0c8c2ab8dc0ce86c",
    ),
    Dictionary(
        3,
        "revenge-of-the-b-movie",
        "7a841b991e0ef470ba9eda8fcef270c9973817282f759a55d5f15281d818e504",
    ),
    Dictionary(
        4, "badass-force", "3d3b326566ac32804be2c30caadba42ceefbd2da397297b63c308ae3be8bf12f"
    ),
    Dictionary(
        5,
        "villainous-bigger-and-badder",
        "d7784a3b2b9b16ae26ed5c3c8ebe48d6c9d0ee877131185dabe7bed3b8f9c3f2",
    ),
)
_BY_ID = {dictionary.id: dictionary for dictionary in DICTIONARIES}
_NEWEST = {d.game: d for d in sorted(DICTIONARIES, key=lambda d: d.id)}  # the last one wins


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
    return zlib.compressobj(level, zlib.DEFLATED, WINDOW, memory, zlib.Z_DEFAULT_STRATEGY,
                            content(dictionary_id))  # fmt: skip


def build(samples: list[dict[str, Any]]) -> bytes:
    """A dictionary from sample entries (a game's events and log entries, in play order):
    their JSON, the last ``MAX_BYTES`` of it, since deflate finds the nearest matches best."""
    joined = b"".join(codec.dumps(sample).encode() for sample in samples)
    return joined[-MAX_BYTES:]
