"""What interrupts a turn, as a stack of frames in ``state["stack"]`` (the last is on top).

A *choice* frame asks one seat to pick one of a list of options (strings: card ids, location
keys, seat numbers, ``none``); its ``handler`` (``effects.HANDLERS``) carries on with the
answer, and may push further frames. A *window* frame is a Condition window (``windows.py``).
The turn resumes when the stack is empty. Frames are numbered by ``state["serial"]``, which
is each window's and each choice's instance id (each has a clock of its own).
"""

from __future__ import annotations

from typing import Any

from .table import State

NONE = "none"  # the option of declining an optional ("may") part


def top(state: State) -> dict[str, Any] | None:
    stack = state["stack"]
    return stack[-1] if stack else None


def next_serial(state: State) -> int:
    state["serial"] += 1
    return state["serial"]


def ask(
    state: State,
    seat: int,
    prompt: str,
    handler: str,
    options: list[str],
    **data: Any,
) -> None:
    """Push a choice for ``seat``: ``handler`` is called with the option it picks."""
    if not options:
        raise ValueError(f"a choice {prompt!r} with no option")
    frame = {
        "kind": "choice",
        "id": next_serial(state),
        "seat": seat,
        "prompt": prompt,
        "handler": handler,
        "options": list(options),
        "data": data,
    }
    state["stack"].append(frame)


def pop(state: State) -> dict[str, Any]:
    return state["stack"].pop()
