"""Revenge of the B-Movie (3-6 seats): build film titles out of cards, then roll to sell them."""

from . import dictionaries
from .game import RevengeOfTheBMovie

__all__ = ["RevengeOfTheBMovie", "dictionaries"]
