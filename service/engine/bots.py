"""Bots every game shares. A bot is a pure function of what its seat may know and its own
``Rng``: it never sees hidden state and never draws from the match's randomness."""

from __future__ import annotations

from .game import Action, BotInput
from .rng import Rng


def random_bot(seen: BotInput, rng: Rng) -> Action:
    """Any legal action, uniformly."""
    return rng.choice(seen.legal)


def bot_rng(seed: int, version: int, seat: int) -> Rng:
    """A bot's own generator: derived apart from the match's (purpose ``bot:<seat>``)."""
    return Rng.for_step(seed, version, f"bot:{seat}")
