"""An A/B of one bench figure: runs A, B, A, B, ... in the same minutes, then the medians.

    .venv/bin/python -m bench.ab --runs 3 --figure 'POST action:.*server CPU ([0-9.]+)' \\
        [--a-env CROUPIER_SUBMIT_PARSER=schemas] [--b-env ...] [--a-root DIR] [--b-root DIR] \\
        -- -m bench.http_actions --seconds 10

A shared 2-core machine drifts by 10-20% between minutes (other work, the load), so one run of
each side says little: alternated runs share the drift, and each run's figure is printed with
``/proc/loadavg`` at its start. ``--a-root``/``--b-root`` run the bench from another tree (an
export of the commit before a change: ``git archive <commit> | tar -x -C DIR``), with that
tree first on ``PYTHONPATH``; ``--a-env``/``--b-env`` set variables for one side (a switch).
The bench's arguments follow ``--``; its output goes to ``--log`` (one file a run).
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3, help="runs of each side")
    parser.add_argument("--figure", required=True, help="a regex; its first group is the figure")
    parser.add_argument("--a-env", action="append", default=[], help="NAME=VALUE for A")
    parser.add_argument("--b-env", action="append", default=[], help="NAME=VALUE for B")
    parser.add_argument("--a-root", type=Path, default=ROOT)
    parser.add_argument("--b-root", type=Path, default=ROOT)
    parser.add_argument("--log", type=Path, default=Path("/tmp/croupier-ab"))
    parser.add_argument("bench", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = [sys.executable, *[a for a in args.bench if a != "--"]]
    sides = {
        "A": (args.a_root.resolve(), _env(args.a_env)),
        "B": (args.b_root.resolve(), _env(args.b_env)),
    }
    print(f"command: {' '.join(command)}")
    for name, (root, env) in sides.items():
        print(f"{name}: root {root}, env {env or '{}'}")
    args.log.mkdir(parents=True, exist_ok=True)
    figures: dict[str, list[float]] = {"A": [], "B": []}
    for run in range(args.runs):
        for name, (root, env) in sides.items():
            load = Path("/proc/loadavg").read_text().strip()
            value = _run(command, root, env, args.figure, args.log / f"{name}{run}.txt")
            figures[name].append(value)
            print(f"run {run + 1} {name}: {value:.3f}  (loadavg at start: {load})", flush=True)
    a, b = (statistics.median(figures[side]) for side in "AB")
    print(f"median A {a:.3f}, median B {b:.3f}: B - A {b - a:+.3f} ({b / a - 1:+.1%})")
    print(f"loadavg at the end: {Path('/proc/loadavg').read_text().strip()}")


def _env(pairs: list[str]) -> dict[str, str]:
    return dict(pair.split("=", 1) for pair in pairs)


def _run(command: list[str], root: Path, env: dict[str, str], figure: str, log: Path) -> float:
    """One run of the bench from ``root``: the figure its output gives."""
    environment = {**os.environ, **env, "PYTHONPATH": str(root)}
    done = subprocess.run(command, cwd=root, env=environment, capture_output=True, text=True)
    log.write_text(done.stdout + done.stderr)
    found = re.findall(figure, done.stdout)
    if done.returncode or not found:
        raise SystemExit(f"the bench failed or printed no figure: see {log}")
    return float(found[-1])


if __name__ == "__main__":
    main()
