"""One Card Poker: the smallest complete hidden-information game on the engine, kept as a test
fixture and built step by step in ``docs/adding-a-game.md``. Not registered with the service:
its tests register it themselves."""

from .game import OneCardPoker

__all__ = ["OneCardPoker"]
