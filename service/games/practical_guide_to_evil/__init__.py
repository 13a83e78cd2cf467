"""A Practical Guide to Evil (2-5 seats): Named, Aspects and Stories."""

from .game import PracticalGuideToEvil

__all__ = ["PracticalGuideToEvil"]
