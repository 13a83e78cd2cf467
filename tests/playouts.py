"""How many random playouts each game's invariant tests run per player count.

CI runs 150, sized to keep `.ci/run` within its budget on a busy 2-core machine as games are
added (250 were a fifth of its 20 minutes with five games); the long run (e.g. before a
release, or after touching a game's rules) sets more:

    CROUPIER_PLAYOUTS=1000 .venv/bin/pytest tests/games -k playouts
"""

from __future__ import annotations

import os

MATCHES = int(os.environ.get("CROUPIER_PLAYOUTS", "150"))
