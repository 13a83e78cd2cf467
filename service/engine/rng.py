"""Deterministic randomness derived from a match seed and a version.

The engine never touches the global ``random`` module: every draw comes from an
``Rng`` built from ``(seed, version, purpose)``, so a match replays exactly.
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


class Rng:
    """A small splitmix64 generator: fast, seedable, and independent of global state."""

    def __init__(self, seed_material: str) -> None:
        self._material = seed_material
        self._state: int | None = None  # seeded at the first draw: most steps draw nothing

    @classmethod
    def for_step(cls, seed: int, version: int, purpose: str = "match") -> Rng:
        """The generator for one step of one match: the same inputs give the same draws."""
        return cls(f"{purpose}:{seed}:{version}")

    def next64(self) -> int:
        if self._state is None:
            digest = hashlib.blake2b(self._material.encode(), digest_size=8).digest()
            self._state = int.from_bytes(digest, "big")
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = _MASK - (_MASK + 1) % n
        while True:
            value = self.next64()
            if value <= limit:
                return value % n

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def seed_hash(seed: int, salt: str = "") -> str:
    """The commitment published at the start of a match: SHA-256 of
    ``croupier-seed:<salt>:<seed>``; salt and seed are revealed at the end. The salt is a
    secret the server draws per match (128 bits), so no one can search seeds against the
    hash, however small the seed. Matches stored before salts hash ``croupier-seed:<seed>``."""
    material = f"croupier-seed:{salt}:{seed}" if salt else f"croupier-seed:{seed}"
    return hashlib.sha256(material.encode()).hexdigest()
