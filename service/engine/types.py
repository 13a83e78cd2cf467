"""The plain-data shapes every layer shares: a state, an action and an event are JSON objects."""

from __future__ import annotations

from typing import Any

State = dict[str, Any]
Action = dict[str, Any]
Event = dict[str, Any]
