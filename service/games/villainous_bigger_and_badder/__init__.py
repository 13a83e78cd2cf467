"""Disney Villainous: Bigger and Badder (2-3 seats): Syndrome, Madame Mim and Lotso."""

from . import dictionaries
from .game import VillainousBiggerAndBadder

__all__ = ["VillainousBiggerAndBadder", "dictionaries"]
