"""A game's RULINGS.md stays in step with its code and tests: every ruling cited anywhere in
the game (its code, its tests, its deck, RULINGS.md itself) exists, and every ruling names, by
full name, at least one test of the game's test folder that exists. Each game's
``test_rulings.py`` runs these checks with its own ruling prefix (R, B...)."""

from __future__ import annotations

import re
from pathlib import Path


class Rulings:
    def __init__(self, package: Path, tests: Path, prefix: str) -> None:
        self.package, self.tests, self.prefix = package, tests, prefix
        self.text = (package / "RULINGS.md").read_text(encoding="utf-8")

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

    def defined_tests(self) -> set[str]:
        files = self.tests.glob("test_*.py")
        text = "\n".join(path.read_text(encoding="utf-8") for path in files)
        return set(re.findall(r"^def (test_\w+)", text, re.MULTILINE))

    def check_citations(self) -> None:
        """Every "<prefix><n>" in the game's code, tests, deck and rulings is a ruling."""
        defined = set(self.rulings())
        assert defined
        citation = re.compile(rf"\b{self.prefix}(\d+)\b")
        for name, text in self.sources().items():
            cited = set(citation.findall(text))
            assert cited <= defined, (name, sorted(cited - defined, key=int))

    def check_named_tests(self) -> None:
        """Every ruling names at least one test, by its full name (no ``test_foo_...``), and
        every test it names is defined in the folder (``.py`` names are files, not tests)."""
        defined = self.defined_tests()
        for number, text in self.rulings().items():
            named = [n for n in re.findall(r"`(test_[^`]*)`", text) if not n.endswith(".py")]
            assert named, f"{self.prefix}{number} names no test"
            missing = sorted(set(named) - defined)
            assert not missing, (f"{self.prefix}{number}", missing)
