"""``readiness.run_watched``: a command is given up on a stall (nothing printed, no CPU used),
never on the clock, so a slow machine's long quiet step (mypy prints only at its end) passes
and a hung one still fails."""

from __future__ import annotations

import sys

import pytest
from readiness import run_watched

BUSY_AND_QUIET = "total = sum(range(40_000_000)); print(total)"  # seconds of CPU, one line


def test_a_command_that_prints_nothing_until_its_end_but_works_meanwhile_is_waited_for():
    run = run_watched([sys.executable, "-c", BUSY_AND_QUIET], stall=0.5)
    assert run.returncode == 0 and run.stdout.strip() == str(sum(range(40_000_000)))


def test_a_command_that_neither_prints_nor_works_is_given_up():
    with pytest.raises(AssertionError, match="printed nothing and used no CPU for 1"):
        run_watched(["sleep", "60"], stall=1)
