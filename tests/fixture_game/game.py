"""One Card Poker as a registered game: the contract's own parts, everything else the
engine's defaults (``service.engine.game.Game``)."""

from __future__ import annotations

from typing import Any

from service.engine.game import ActionType, Game
from service.engine.timing import timer_options

from . import bots, rules, schemas, words
from .view import view


class OneCardPoker(Game):
    """One hidden card each, one round of bet or fold, the highest card takes the pot."""

    id = "one-card-poker"
    title = "One Card Poker"
    summary = (
        "2-4 players ante a chip and get one card face down. In turn each bets a chip "
        "or folds; the highest card still in takes the pot."
    )
    min_players = 2
    max_players = 4
    action_types = (
        ActionType("bet", "Put one more chip in the pot and stay in."),
        ActionType("fold", "Give up the pot."),
    )
    options = timer_options(windows=False)  # no reaction windows
    table_schema = schemas.TABLE
    outcome_schema = schemas.OUTCOME
    event_schemas = schemas.EVENTS
    # The rules: module functions of the engine's signatures (see ``Game``)
    start = staticmethod(rules.start)
    decisions = staticmethod(rules.decisions)
    actions = staticmethod(rules.actions)
    apply = staticmethod(rules.apply)
    view = staticmethod(view)
    outcome = staticmethod(rules.outcome)
    concede = staticmethod(rules.concede)
    # The bots' knowledge
    heuristic_bot = staticmethod(bots.heuristic_bot)
    search_config = bots.SEARCH
    determinizer = staticmethod(bots.determinizer)
    # Its words: a phrase for every action, event and decision (``locales/`` renders them)
    action_label = staticmethod(words.action_label)
    event_text = staticmethod(words.event_text)
    decision_text = staticmethod(words.decision_text)
    display_names = staticmethod(words.display_names)

    def reference(self) -> dict[str, Any]:
        """The ranks, lowest first."""
        return {"ranks": list(rules.RANKS)}
