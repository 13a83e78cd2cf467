"""Patches to openapi-python-client's output (pinned in pyproject), run by clients/generate as
``patch_generated.py PACKAGE SPEC``.

1. A model with a field named ``cast`` (Badass Force's ``set_up`` event) shadows the
   ``typing.cast`` its module imports: ``from_dict`` assigns the local ``cast`` and then calls
   it (``UnboundLocalError``). Such a module imports the function as ``typing_cast`` instead, so
   the field keeps its public name.
2. An operation whose token is optional (its security lists ``{}``: create a match, read a
   view as a spectator...) is generated as taking an ``AuthenticatedClient`` only, so a plain
   ``Client`` fails type checking where the server accepts it. Those functions take either.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

SHADOWED = re.compile(r"^\s+cast: ", re.MULTILINE)
CALL = re.compile(r"(?<![\w.])cast\(")
IMPORT = re.compile(r"^(from typing import .*)\bcast\b(.*)$", re.MULTILINE)
AUTHENTICATED_ONLY = re.compile(r"^(\s+client: )AuthenticatedClient,$", re.MULTILINE)


def unshadow_cast(source: str) -> str:
    """``source`` with ``typing.cast`` imported and called as ``typing_cast``."""
    if not SHADOWED.search(source):
        return source
    source = IMPORT.sub(r"\1cast as typing_cast\2", source)
    return CALL.sub("typing_cast(", source)


def accept_any_client(source: str) -> str:
    """``source`` with every public function's ``client`` typed as either client."""
    return AUTHENTICATED_ONLY.sub(r"\1AuthenticatedClient | Client,", source)


def token_optional_modules(package: Path, spec: dict) -> list[Path]:
    """The API modules of the operations a call without a token may use."""
    found = []
    for operations in spec["paths"].values():
        for operation in operations.values():
            if isinstance(operation, dict) and {} in operation.get("security", []):
                tag, name = operation["tags"][0], operation["operationId"]
                found.append(package / "api" / tag / f"{name}.py")
    return found


def rewrite(module: Path, change) -> None:
    source = module.read_text(encoding="utf-8")
    patched = change(source)
    if patched != source:
        module.write_text(patched, encoding="utf-8")


def patch(package: Path, spec: dict) -> None:
    for module in sorted((package / "models").glob("*.py")):
        rewrite(module, unshadow_cast)
    for module in token_optional_modules(package, spec):
        rewrite(module, accept_any_client)


if __name__ == "__main__":
    patch(Path(sys.argv[1]), json.loads(Path(sys.argv[2]).read_text(encoding="utf-8")))
