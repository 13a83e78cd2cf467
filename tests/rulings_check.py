"""A game's RULINGS.md stays in step with its code and tests: every ruling cited anywhere in
the game (its code, its tests, its deck, RULINGS.md itself) exists, and every ruling names, by
full name, at least one test that exists (in the game's test folder or a generic test of
tests/games). tests/games/test_rulings.py runs these checks for every registered game with
its ``rulings_prefix`` (R, B...)."""

from __future__ import annotations

import re
from pathlib import Path

from per_game import GAMES_TESTS

from service.engine.game import Game

REPO = GAMES_TESTS.parents[1]


class Rulings:
    def __init__(self, package: Path, tests: Path, prefix: str) -> None:
        self.package, self.tests, self.prefix = package, tests, prefix
        self.text = (package / "RULINGS.md").read_text(encoding="utf-8")

    @classmethod
    def of(cls, game: Game) -> Rulings:
        """The rulings of a registered game: its package's RULINGS.md, its test folder
        (tests/games/<package name>) and its ``rulings_prefix``."""
        assert game.rulings_prefix, f"{game.id} names no rulings_prefix"
        package = REPO.joinpath(*type(game).__module__.split(".")[:-1])
        return cls(package, GAMES_TESTS / package.name, game.rulings_prefix)

    def rulings(self) -> dict[str, str]:
        """Each ruling's number and its text, up to the next ruling or heading."""
        heading = re.compile(rf"^\*\*{self.prefix}(\d+)\.", re.MULTILINE)
        parts = re.split(rf"^(?=\*\*{self.prefix}\d+\.|#)", self.text, flags=re.MULTILINE)
        found: dict[str, str] = {}
        for part in parts:
            match = heading.match(part)
            if match:
                assert match.group(1) not in found, f"{self.prefix}{match.group(1)} twice"
                found[match.group(1)] = part
        return found

    def sources(self) -> dict[str, str]:
        """Every file of the game and of its tests that may cite a ruling."""
        paths = [*self.package.glob("*.py"), self.package / "cards.json"]
        paths += [self.package / "RULINGS.md", *self.tests.glob("*.py")]
        return {path.name: path.read_text(encoding="utf-8") for path in sorted(paths)}

    def test_files(self) -> list[Path]:
        """The game's own test files and the generic ones every game runs."""
        return [*sorted(self.tests.glob("test_*.py")), *sorted(GAMES_TESTS.glob("test_*.py"))]

    def defined_tests(self) -> set[str]:
        text = "\n".join(path.read_text(encoding="utf-8") for path in self.test_files())
        return set(re.findall(r"^def (test_\w+)", text, re.MULTILINE))

    def check_citations(self) -> None:
        """Every "<prefix><n>" in the game's code, tests, deck and rulings, and every test
        named ``test_<prefix><n>_...``, is a ruling."""
        defined = set(self.rulings())
        assert defined
        citation = re.compile(rf"\b{self.prefix}(\d+)\b|\btest_{self.prefix.lower()}(\d+)_")
        for name, text in self.sources().items():
            cited = {upper or lower for upper, lower in citation.findall(text)}
            assert cited <= defined, (name, sorted(cited - defined, key=int))

    def check_named_tests(self) -> None:
        """Every ruling names at least one test, by its full name (no ``test_foo_...``), and
        every test it names is defined (``.py`` names are files, not tests)."""
        defined = self.defined_tests()
        for number, text in self.rulings().items():
            named = [n for n in re.findall(r"`(test_[^`]*)`", text) if not n.endswith(".py")]
            assert named, f"{self.prefix}{number} names no test"
            missing = sorted(set(named) - defined)
            assert not missing, (f"{self.prefix}{number}", missing)

    def check_named_files(self) -> None:
        """Every test file RULINGS.md names exists: in the game's test folder, in tests/games
        (the generic tests) or as a path from the repository's root."""
        files = re.findall(r"`((?:tests/[\w/]+/)?test_\w+\.py)`", self.text)
        places = (self.tests, GAMES_TESTS, REPO)
        missing = [f for f in files if not any((place / f).is_file() for place in places)]
        assert not missing, missing
