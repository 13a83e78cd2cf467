"""A Practical Guide to Evil (3-5 seats; the deck plays 2-5): Named, Aspects and Stories."""

from .game import PracticalGuideToEvil

__all__ = ["PracticalGuideToEvil"]
