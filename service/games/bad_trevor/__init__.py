"""Bad Trevor (3-5 players): pass the villain on, and don't be left holding him."""

from . import dictionaries
from .game import BadTrevor

__all__ = ["BadTrevor", "dictionaries"]
