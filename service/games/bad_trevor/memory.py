"""What a Bad Trevor seat's bots keep of the events it saw (``Game.remember``): the
heuristic's memory (who holds Bad Trevor, hands seen by a lookout) and the search's
(cards known in other hands, who may hold Bad Trevor, who let the current attack hand go
by), each folded one event at a time, so that a bot's move reads only the events since its
last one, however long the match."""

from __future__ import annotations

from typing import Any

from .determinize import Learnt
from .heuristic import Memory
from .table import Event


def remember(
    memory: dict[str, Any] | None, seat: int, seats: int, events: list[Event]
) -> dict[str, Any]:
    """``memory`` (None before any event) after the seat's next ``events`` (``Game.remember``)."""
    if memory is None:
        heuristic, search = Memory(), Learnt.fresh(seats)
    else:
        heuristic = Memory.from_json(memory["heuristic"])
        search = Learnt.from_json(memory["search"])
    return {
        "heuristic": heuristic.learn(events).to_json(),
        "search": search.learn(events).to_json(),
    }
