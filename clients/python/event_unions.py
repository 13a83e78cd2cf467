"""Writes ``croupier_client/events.py``, run by clients/generate as
``event_unions.py PACKAGE SPEC``: each game's event union (``BadTrevorEvent``: every event
model of Bad Trevor) and ``Event``, any game's, as the spec's ``<Game>Event`` schemas list
them. openapi-python-client names these unions only inline, in each model's field types;
the stream helper (``stream.py``) types a streamed event with them."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HEADER = (
    '"""Each game\'s event union and ``Event``, any game\'s event (written by\n'
    'clients/python/event_unions.py from the spec: do not edit)."""\n\n'
)


def game_event_unions(spec: dict) -> dict[str, list[str]]:
    """``{"BadTrevorEvent": ["BadTrevorMatchStartedEvent", ...], ...}``, the games in the
    order the catalog lists them."""
    schemas = spec["components"]["schemas"]
    unions = {}
    for name, schema in schemas.items():
        members = [ref["$ref"].rsplit("/", 1)[1] for ref in schema.get("oneOf", [])]
        if f"{name}List" in schemas and members and all(m.endswith("Event") for m in members):
            unions[name] = sorted(members)
    return unions


def module_source(unions: dict[str, list[str]]) -> str:
    models = sorted({member for members in unions.values() for member in members})
    lines = [HEADER + "from typing import TypeAlias\n\nfrom .models import (\n"]
    lines += [f"    {model},\n" for model in models]
    lines.append(")\n")
    for union, members in [*unions.items(), ("Event", list(unions))]:
        lines.append(f"\n{union}: TypeAlias = (\n")
        lines += [f"    {'| ' if i else ''}{member}\n" for i, member in enumerate(members)]
        lines.append(")\n")
    lines.append(f"\n__all__ = {sorted([*unions, 'Event'])!r}\n")
    return "".join(lines)


if __name__ == "__main__":
    spec = json.loads(Path(sys.argv[2]).read_text(encoding="utf-8"))
    (Path(sys.argv[1]) / "events.py").write_text(module_source(game_event_unions(spec)))
