"""RULINGS.md stays in step with the code and the tests (see tests/rulings_check.py)."""

from __future__ import annotations

from pathlib import Path

from rulings_check import Rulings

import service.games.badass_force as package

RULINGS = Rulings(Path(package.__file__).parent, Path(__file__).parent, "F")


def test_every_ruling_cited_by_the_code_or_the_tests_exists():
    """Every "F<n>" in the game's code, tests, deck and rulings is a ruling of RULINGS.md."""
    RULINGS.check_citations()


def test_every_ruling_names_tests_that_exist():
    """Every ruling names at least one test, by its full name, and every test it names is
    defined in this folder."""
    RULINGS.check_named_tests()
