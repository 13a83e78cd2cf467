"""How long a bot takes to answer: a floor drawn from public data only (issue 32, item 4).

A bot's work depends on what it holds: a search is skipped when pass is its only legal action,
a heuristic weighs several options longer than one. Had its answer come as soon as its work
was done, anyone on the event stream would read a bot's hand off its answer times (an
``ismcts`` bot answered a Villainous Condition window in 5-79 ms holding no matching
Condition, in 151-1,073 ms holding one). So a bot job commits no sooner than its *think
time* after it began (``workers.jobs``): a floor that covers the slowest answer of that
strategy in that game, drawn from what is public (the game, the strategy, the decision's
kind, the seat and the version) and the match's salt, a secret the server drew apart from
the deal. The answer time is then max(work, floor), and the floor dominates: a search is cut
short at ``SEARCH_SHARE`` of it, so that a busy machine makes a bot search less, not answer
later only when it holds a choice.

Pure: no clock, no global randomness. ``Game.think_floors`` gives each strategy's floor.
"""

from __future__ import annotations

from .match import Match, decision_for
from .rng import Rng

SPREAD = 0.25  # a think time is drawn uniformly in [floor, floor * (1 + SPREAD))
# A search must be over by this share of the think time (``BotInput.search_seconds``): the
# rest covers loading the match, the bot's memory and the search's last iteration, so the
# floor outlasts the work on a busy machine too (it then searches less, never longer).
SEARCH_SHARE = 0.7
_STEPS = 1_000_000


def think_seconds(match: Match, seat: int, strategy: str) -> float:
    """The least time a ``strategy`` bot at ``seat`` takes to answer ``match`` at its version:
    the game's floor for the strategy (the highest floor for a strategy it does not list),
    stretched by a draw keyed by public data and the match's salt, never by a hand."""
    floors = match.game.think_floors
    floor = floors.get(strategy, max(floors.values()))
    decision = decision_for(match, seat)
    kind = "none" if decision is None else f"{decision.kind}:{decision.prompt}"
    material = f"think:{match.salt}:{match.game_id}:{match.version}:{seat}:{strategy}:{kind}"
    draw = Rng(material).below(_STEPS) / _STEPS
    return floor * (1 + SPREAD * draw)
