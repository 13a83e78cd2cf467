"""Badass Force: Édition VHS (3-6 seats): bluff about your active character, denounce others'."""

from . import dictionaries
from .game import BadassForce

__all__ = ["BadassForce", "dictionaries"]
