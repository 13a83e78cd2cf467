"""How many random playouts each game's invariant tests run per player count.

CI runs 150, sized to keep `.ci/run` within its budget on a busy 2-core machine as games are
added (250 were a fifth of its 20 minutes with five games); the long run (e.g. before a
release, or after touching a game's rules) sets more:

    CROUPIER_PLAYOUTS=1000 .venv/bin/pytest tests/games -k playouts
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from service.engine.game import Game

MATCHES = int(os.environ.get("CROUPIER_PLAYOUTS", "150"))


def check_blind_to_redeal(
    game: Game, state: dict[str, Any], redealt: Callable[[dict[str, Any], int | None], Any]
) -> None:
    """Nothing an observer is shown changes with what it may not know: for each seat and the
    spectator (None), ``redealt(state, observer)`` deals that anew, and the observer's view,
    the open decisions and the seat's legal actions stay as they were."""
    for observer in [None, *range(state["seats"])]:
        other = redealt(state, observer)
        assert game.view(other, observer) == game.view(state, observer), observer
        assert game.decisions(other) == game.decisions(state), observer
        if observer is not None:
            assert game.legal_actions(other, observer) == game.legal_actions(state, observer)
