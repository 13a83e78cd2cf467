"""Bots every game shares. A bot is a pure function of what its seat may know and its own
``Rng``: it never sees hidden state and never draws from the match's randomness."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .rng import Rng
from .types import Action


@dataclass(frozen=True)
class BotInput:
    """All a bot may know: its seat, its own view, what it learnt from the events it saw
    (its memory, ``Game.remember``) and its legal actions."""

    seat: int
    view: dict[str, Any]
    memory: Any
    legal: list[Action]
    options: dict[str, Any]
    # The most seconds a search may take by ``clock`` (None: its whole iteration budget).
    # The worker caps it below the think-time floor (``engine.thinking``) so that the floor
    # outlasts the search on a busy machine too.
    search_seconds: float | None = None
    clock: Callable[[], float] | None = None


Bot = Callable[[BotInput, Rng], Action]


def random_bot(seen: BotInput, rng: Rng) -> Action:
    """Any legal action, uniformly."""
    return rng.choice(seen.legal)


def bot_rng(seed: int, version: int, seat: int) -> Rng:
    """A bot's own generator: derived apart from the match's (purpose ``bot:<seat>``)."""
    return Rng.for_step(seed, version, f"bot:{seat}")
