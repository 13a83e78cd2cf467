"""Every game's golden playthroughs, compared line by line with their recordings (see
tests/golden.py: each game's ``playthrough.py`` says what it records; ``python
tests/golden.py --write`` rewrites them after a deliberate rule change, and the diff is read
before it is committed)."""

from __future__ import annotations

import pytest
from golden import Recording, check_golden, modules, recordings

RECORDINGS = recordings()
SHOWING = {game: module.shows for game, module in modules().items() if hasattr(module, "shows")}


@pytest.mark.parametrize("recording", RECORDINGS, ids=[r.id for r in RECORDINGS])
def test_golden_playthrough(recording: Recording) -> None:
    """A fixed-seed match replays exactly as recorded: any change to the rules, the cards, the
    bots or the events shows as a diff."""
    check_golden(recording.path, recording.playthrough.lines())


@pytest.mark.parametrize("game", sorted(SHOWING))
def test_the_playthroughs_show_what_they_are_chosen_to_show(game: str) -> None:
    text = "\n".join(r.path.read_text(encoding="utf-8") for r in RECORDINGS if r.game == game)
    missing = [name for name, found in SHOWING[game](text).items() if not found]
    assert not missing, f"the golden playthroughs of {game} no longer show {missing}"
