"""What the game says, as JSON Schema: its table (``view``), its outcome and its events."""

from __future__ import annotations

from typing import Any

from .rules import RANKS

SEAT = {"type": "integer", "minimum": 0}
SEATS = {"type": "array", "items": SEAT}
CARD = {"type": "string", "enum": list(RANKS)}
REASON = {"type": "string", "enum": ["showdown", "others_folded", "forfeit"]}


def _object(properties: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": properties,
        "required": list(properties),
        "additionalProperties": False,
    }


TABLE = _object(
    {
        "cards": {
            "type": "array",
            "items": {"anyOf": [CARD, {"type": "null"}]},
            "description": "Each seat's card: null where this viewer may not see it.",
        },
        "chips": {"type": "array", "items": {"type": "integer", "minimum": 0}},
        "pot": {"type": "integer", "minimum": 0},
        "folded": SEATS,
        "bet": SEATS,
        "speaker": SEAT,
        "step": {"type": "string", "enum": ["betting", "over"]},
    }
)
OUTCOME = _object({"winners": SEATS, "losers": SEATS, "ranking": SEATS, "reason": REASON})
EVENTS = {
    "dealt": {**_object({"pot": {"type": "integer"}, "card": CARD}), "required": ["pot"]},
    "bet": _object({"seat": SEAT}),
    "fold": _object({"seat": SEAT}),
    "showdown": _object({"cards": {"type": "object", "additionalProperties": CARD}}),
    "won": _object({"winners": SEATS, "reason": REASON}),
}
