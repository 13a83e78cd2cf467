"""A Practical Guide to Evil (2-5 seats): Named, Aspects and Stories."""

from . import dictionaries
from .game import PracticalGuideToEvil

__all__ = ["PracticalGuideToEvil", "dictionaries"]
