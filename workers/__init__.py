"""RQ job functions and the worker entry point (bots, delayed triggers, timers)."""

import service.games  # noqa: F401  (registers every built-in game with the engine)
