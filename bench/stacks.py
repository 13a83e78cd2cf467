"""The top of a py-spy profile: collapsed stacks (``py-spy record --format raw``) summed
into each function's own and inclusive share of the samples.

    .venv/bin/python -m bench.stacks FILE... [--top 40]
"""

from __future__ import annotations

import argparse
import re
from collections import Counter
from pathlib import Path

FRAME = re.compile(r"^(?P<name>[^ ]+) \((?P<file>[^:]+)(?::\d+)?\)$")


def frames(stack: str) -> list[str]:
    """``function (file)`` per frame of one collapsed stack, outermost first, lines dropped."""
    named = []
    for frame in stack.split(";"):
        found = FRAME.match(frame.strip())
        named.append(f"{found['name']} ({_short(found['file'])})" if found else frame.strip())
    return named


def _short(path: str) -> str:
    for marker in ("site-packages/", "/work/main/", "/lib/python3"):
        if marker in path:
            return path.split(marker, 1)[1]
    return path


def tally(files: list[Path]) -> tuple[Counter, Counter, int]:
    """Own samples and inclusive samples per function, and the samples in all."""
    own: Counter = Counter()
    inclusive: Counter = Counter()
    total = 0
    for file in files:
        for line in file.read_text().splitlines():
            stack, _, count = line.rpartition(" ")
            if not stack or not count.isdigit():
                continue
            named = frames(stack)
            total += int(count)
            own[named[-1]] += int(count)
            for function in set(named):
                inclusive[function] += int(count)
    return own, inclusive, total


def print_top(files: list[Path], top: int = 40) -> None:
    own, inclusive, total = tally(files)
    if not total:
        print("py-spy recorded no samples")
        return
    print(f"\n{total} samples of {len(files)} workers; by own time:")
    for function, count in own.most_common(top):
        print(f"  {count / total:6.1%}  {function}")
    print("inclusive:")
    for function, count in inclusive.most_common(top):
        print(f"  {count / total:6.1%}  {function}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--top", type=int, default=40)
    args = parser.parse_args()
    print_top(args.files, args.top)


if __name__ == "__main__":
    main()
