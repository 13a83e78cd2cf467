"""Every registered game's RULINGS.md stays in step with its code and its tests (see
tests/rulings_check.py): one check for all games, each naming its ruling prefix by
``rulings_prefix``."""

from __future__ import annotations

import pytest
from rulings_check import Rulings

import service.games  # noqa: F401  (registers every game)
from service.engine.registry import all_games

GAMES = all_games()


@pytest.fixture(params=GAMES, ids=[game.id for game in GAMES])
def rulings(request: pytest.FixtureRequest) -> Rulings:
    return Rulings.of(request.param)


def test_every_ruling_cited_by_the_code_or_the_tests_exists(rulings: Rulings) -> None:
    """Every "<prefix><n>" in the game's code, tests, deck and rulings (and every
    ``test_<prefix><n>_`` name) is a ruling of its RULINGS.md."""
    rulings.check_citations()


def test_every_ruling_names_tests_that_exist(rulings: Rulings) -> None:
    """Every ruling names at least one test, by its full name, and every test it names is
    defined in the game's test folder or in the generic tests of tests/games."""
    rulings.check_named_tests()


def test_every_test_file_the_rulings_name_exists(rulings: Rulings) -> None:
    rulings.check_named_files()
