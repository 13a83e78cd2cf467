"""Patches to openapi-python-client's output (pinned in pyproject), run by clients/generate.

A model with a field named ``cast`` (Badass Force's ``set_up`` event) shadows the
``typing.cast`` its module imports: ``from_dict`` assigns the local ``cast`` and then calls
it (``UnboundLocalError``). Such a module imports the function as ``typing_cast`` instead, so
the field keeps its public name.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

SHADOWED = re.compile(r"^\s+cast: ", re.MULTILINE)
CALL = re.compile(r"(?<![\w.])cast\(")
IMPORT = re.compile(r"^(from typing import .*)\bcast\b(.*)$", re.MULTILINE)


def unshadow_cast(source: str) -> str:
    """``source`` with ``typing.cast`` imported and called as ``typing_cast``."""
    if not SHADOWED.search(source):
        return source
    source = IMPORT.sub(r"\1cast as typing_cast\2", source)
    return CALL.sub("typing_cast(", source)


def patch(package: Path) -> None:
    for module in sorted((package / "models").glob("*.py")):
        source = module.read_text(encoding="utf-8")
        patched = unshadow_cast(source)
        if patched != source:
            module.write_text(patched, encoding="utf-8")


if __name__ == "__main__":
    patch(Path(sys.argv[1]))
