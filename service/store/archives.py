"""How a finished match's archive is stored: its JSON (match, action log, every event) through
zstd against a dictionary trained on its game's archives (the game's ``.zstd`` file), a third
smaller than zlib at level 9 and twice as fast to write (issue 17: a finished match kept for
``FINISHED_TTL`` should cost Redis 8 KiB at most).

An archive is either zlib (written before these dictionaries, or for a game without one) or
a zstd frame, whose header names the dictionary it was written with. As with entry
dictionaries, a shipped one never changes and its id is never reused (``croupier dictionary
GAME --id N --archive`` trains one), and its registration pins each file's SHA-256.
"""

from __future__ import annotations

import functools
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import zstandard

from . import codec, entries
from .entries import UnknownDictionary
from .shelf import Shelf

LEVEL = 9  # measured on 4-player archives: 2 ms a pack; level 15 saves 10% more for 10x the CPU
DICTIONARY_BYTES = 32 * 1024  # 110 KiB ones were 3-7% better: not worth four times the files
FIRST_ID = 32768  # zstd leaves ids below 2**15 to a registrar; ours start above
ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"


@dataclass(frozen=True)
class Dictionary(entries.Dictionary):
    """An archive dictionary: an entry dictionary's id, game, SHA-256 and folder, its own
    file."""

    @property
    def path(self) -> Path:
        return self.folder / f"{self.id}-{self.game}.zstd"


_SHELF: Shelf[Dictionary] = Shelf("archive")
DICTIONARIES = _SHELF.every  # every registered one (``register``)
_BY_ID = _SHELF.by_id
_NEWEST = _SHELF.newest  # by game: the highest id wins


def register(dictionary: Dictionary) -> None:
    """Read and write archives of ``dictionary.game`` with it (its newest one for writing)."""
    if dictionary.id < FIRST_ID:
        raise ValueError(f"archive dictionary ids start at {FIRST_ID}, not {dictionary.id}")
    _SHELF.add(dictionary)


__all__ = ["DICTIONARIES", "Dictionary", "UnknownDictionary", "pack", "register", "train", "unpack"]


def pack(value: dict[str, Any], game: str) -> bytes:
    """``value``'s JSON through zstd with its game's newest dictionary; zlib without one."""
    dictionary = _NEWEST.get(game)
    if dictionary is None:
        return codec.pack(value)
    return _compressor(dictionary.id).compress(codec.dumps(value).encode())


def unpack(stored: bytes) -> Any:
    """The value of a stored archive, whichever way it was written."""
    if not stored.startswith(ZSTD_MAGIC):
        return codec.unpack(stored)
    dictionary_id = zstandard.get_frame_parameters(stored).dict_id
    return codec.loads(_decompressor(dictionary_id).decompress(stored))


def train(samples: list[bytes], dictionary_id: int) -> bytes:
    """A dictionary from sample archives' JSON (a few hundred of them)."""
    trained = zstandard.train_dictionary(DICTIONARY_BYTES, samples, dict_id=dictionary_id)
    return trained.as_bytes()


@functools.cache
def _dictionary(dictionary_id: int) -> zstandard.ZstdCompressionDict:
    found = _BY_ID.get(dictionary_id)
    if found is None:
        message = f"no archive dictionary {dictionary_id}: written by a newer release?"
        raise UnknownDictionary(message)
    return zstandard.ZstdCompressionDict(entries.checked(found))


def _compressor(dictionary_id: int) -> zstandard.ZstdCompressor:
    """One per dictionary and thread, reused (zstd's compressors must not be used by two
    threads at once: a threaded server serves two requests of one match side by side)."""
    made = _this_thread("compressors")
    if dictionary_id not in made:
        made[dictionary_id] = zstandard.ZstdCompressor(
            level=LEVEL, dict_data=_dictionary(dictionary_id)
        )
    return made[dictionary_id]


def _decompressor(dictionary_id: int) -> zstandard.ZstdDecompressor:
    """One per dictionary and thread, reused, as ``_compressor``."""
    made = _this_thread("decompressors")
    if dictionary_id not in made:
        made[dictionary_id] = zstandard.ZstdDecompressor(dict_data=_dictionary(dictionary_id))
    return made[dictionary_id]


_THREADS = threading.local()


def forget_coders() -> None:
    """Forget the dictionaries and this thread's (de)compressors made so far (for tests that
    swap the shipped dictionaries)."""
    _dictionary.cache_clear()
    _THREADS.__dict__.clear()


def _this_thread(kind: str) -> dict[int, Any]:
    """This thread's (de)compressors of ``kind``, by dictionary id."""
    if not hasattr(_THREADS, kind):
        setattr(_THREADS, kind, {})
    return getattr(_THREADS, kind)
