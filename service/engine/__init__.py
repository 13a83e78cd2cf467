"""The pure kernel: game contract, registry, decisions, randomness, replay and errors.

Imports no Flask, Redis, RQ, clock or global random.
"""
