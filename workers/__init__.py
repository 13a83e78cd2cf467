"""RQ job functions and the worker entry point (bots, delayed triggers, timers)."""
