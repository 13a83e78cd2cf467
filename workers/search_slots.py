"""Search slots: the game workers keep ``reserve`` of themselves off searching bots' moves.

A worker runs one job at a time, and a searching bot's move holds it for 0.1-1.3 s (its
think time included, ``engine.thinking``), a cheap bot's for ~5-60 ms. With every worker
searching, a cheap move queued behind nothing still waits for a search to end. So a game
worker takes work from the searching queues only while it holds a slot; there are as many
slots as live game workers less ``reserve`` (at least one: a lone worker searches), and the
other workers take everything else, at once. A slot stays with its worker while the worker
lives (its watchdog refreshes it every second, ``keep``): a dead worker's slot is free
within ``SLOT_TTL``. Times are Redis's own (``TIME``), so workers' clocks never disagree.
"""

from __future__ import annotations

import weakref

from service.store import QueueConnection
from service.store.search_slots import SearchSlots

RESERVE_ENV = "CROUPIER_SEARCH_RESERVE"
DEFAULT_RESERVE = 1


def claim(connection: QueueConnection, worker: str, reserve: int) -> bool:
    """Whether ``worker`` (a game worker, about to look for work) may take a search now:
    it holds a slot, or took a free one."""
    return _slots(connection).claim(worker, reserve)


def keep(connection: QueueConnection, worker: str) -> None:
    """The worker is alive: it keeps its slot, if it holds one."""
    _slots(connection).keep(worker)


def leave(connection: QueueConnection, worker: str) -> None:
    """The worker stops: its slot is free, and it counts no more."""
    _slots(connection).leave(worker)


_SLOTS: weakref.WeakKeyDictionary[QueueConnection, SearchSlots] = weakref.WeakKeyDictionary()


def _slots(connection: QueueConnection) -> SearchSlots:
    """The slots on ``connection``, their scripts registered once per connection."""
    if connection not in _SLOTS:
        _SLOTS[connection] = SearchSlots(connection)
    return _SLOTS[connection]
