"""The worker's entry point: ``python -m workers [--name N] [--burst] [--role R]`` (what
``croupier worker`` hands over to), on the queue Redis the environment names."""

from __future__ import annotations

import argparse
import os
import sys

from service.store.connect import Topology

from . import roles
from .main import run


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="croupier worker", description=__doc__)
    parser.add_argument("--name", default=None, help="worker name (default: host-pid-random)")
    parser.add_argument("--burst", action="store_true", help="stop once the queue is empty")
    parser.add_argument(
        "--role",
        choices=roles.ROLES,
        default=roles.ALL,
        help="game: bots and timers; webhooks: deliveries; all (default): a game worker and "
        "a delivery worker process beside it",
    )
    args = parser.parse_args(argv)
    queue_url = Topology.from_env(os.environ).queue_url
    return run(queue_url, name=args.name, burst=args.burst, role=args.role)


if __name__ == "__main__":
    sys.exit(main())
