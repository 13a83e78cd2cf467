"""RULINGS.md stays in step with the code and the tests: every ruling cited anywhere in the
game (its code, its tests, its deck, RULINGS.md itself) exists, and every ruling names, by
full name, at least one test of this folder that exists."""

from __future__ import annotations

import re
from pathlib import Path

import service.games.practical_guide_to_evil as package

PACKAGE = Path(package.__file__).parent
TESTS = Path(__file__).parent
RULINGS = (PACKAGE / "RULINGS.md").read_text(encoding="utf-8")
HEADING = re.compile(r"^\*\*R(\d+)\.", re.MULTILINE)
CITATION = re.compile(r"\bR(\d+)\b")
NAMED_TEST = re.compile(r"`(test_[^`]*)`")


def _rulings() -> dict[str, str]:
    """Each ruling's number and its text, up to the next ruling or heading."""
    parts = re.split(r"^(?=\*\*R\d+\.|#)", RULINGS, flags=re.MULTILINE)
    found: dict[str, str] = {}
    for part in parts:
        heading = HEADING.match(part)
        if heading:
            assert heading.group(1) not in found, f"R{heading.group(1)} is defined twice"
            found[heading.group(1)] = part
    return found


def _sources() -> dict[str, str]:
    """Every file of the game and of its tests that may cite a ruling."""
    paths = [*PACKAGE.glob("*.py"), PACKAGE / "cards.json", PACKAGE / "RULINGS.md"]
    paths += TESTS.glob("*.py")
    return {path.name: path.read_text(encoding="utf-8") for path in sorted(paths)}


def _defined_tests() -> set[str]:
    text = "\n".join(path.read_text(encoding="utf-8") for path in TESTS.glob("test_*.py"))
    return set(re.findall(r"^def (test_\w+)", text, re.MULTILINE))


def test_every_ruling_cited_by_the_code_or_the_tests_exists():
    """Every "R<n>" in the game's code, tests, deck and rulings is a ruling of RULINGS.md."""
    defined = set(_rulings())
    assert defined
    for name, text in _sources().items():
        cited = set(CITATION.findall(text))
        assert cited <= defined, (name, sorted(cited - defined, key=int))


def test_every_ruling_names_tests_that_exist():
    """Every ruling names at least one test, by its full name (no ``test_foo_...``), and every
    test it names is defined in this folder (``.py`` names are files, not tests)."""
    defined = _defined_tests()
    for number, text in _rulings().items():
        named = [name for name in NAMED_TEST.findall(text) if not name.endswith(".py")]
        assert named, f"R{number} names no test"
        missing = sorted(set(named) - defined)
        assert not missing, (f"R{number}", missing)
