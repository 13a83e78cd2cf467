"""Issue 33's measure: lines and files per game, by part, and the places that speak Redis.

    python -m bench.code_size [--tree DIR]

Lines are non-blank lines. A game's parts: the wiring (``game.py``, ``__init__.py``,
``search.py``), its rules, data, view, schemas, bots' knowledge (heuristic, determinizer,
memory) and its tests (``tests/games/<game>``). Run it on an older checkout with ``--tree``.
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

PARTS = {
    "wiring": ("game.py", "__init__.py", "search.py"),
    "view": ("view.py",),
    "schemas": ("schemas.py", "event_schemas.py"),
    "bots": ("heuristic.py", "determinize.py", "memory.py"),
    "data": ("deck.py", "data.py", "cards.json", "balance.py"),
}
REDIS_CALL = re.compile(
    r"\.redis\b|\bredis\.(Redis|RedisCluster|client)|\bimport redis\b|from redis\b"
)


def lines(path: Path) -> int:
    return sum(1 for line in path.read_text(encoding="utf-8").splitlines() if line.strip())


def part_of(name: str) -> str:
    return next((part for part, names in PARTS.items() if name in names), "rules")


def game_table(tree: Path) -> list[str]:
    rows = [
        "| game | " + " | ".join([*PARTS, "rules", "tests"]) + " | files |",
        "|---" * (len(PARTS) + 4) + "|",
    ]
    for folder in sorted((tree / "service" / "games").iterdir()):
        if not folder.is_dir() or folder.name.startswith("_"):
            continue
        sizes = dict.fromkeys([*PARTS, "rules", "tests"], 0)
        files = [p for p in folder.iterdir() if p.suffix in (".py", ".json")]
        for path in files:
            sizes[part_of(path.name)] += lines(path)
        tests = [p for p in (tree / "tests" / "games" / folder.name).glob("*.py")]
        sizes["tests"] = sum(lines(p) for p in tests)
        cells = " | ".join(str(sizes[name]) for name in sizes)
        rows.append(f"| {folder.name} | {cells} | {len(files)} + {len(tests)} tests |")
    return rows


def redis_speakers(tree: Path) -> list[str]:
    found = []
    for root in ("service", "workers"):
        for path in sorted((tree / root).rglob("*.py")):
            if "store" in path.relative_to(tree).parts[:2]:
                continue
            if REDIS_CALL.search(path.read_text(encoding="utf-8")):
                found.append(str(path.relative_to(tree)))
    return found


def fmt_skips(tree: Path) -> tuple[int, int]:
    roots = ("service", "workers", "tests", "bench")
    files = [path for root in roots for path in (tree / root).rglob("*.py")]
    marker = "# fmt" + ": skip"  # split so that this line is not counted
    counts = [path.read_text(encoding="utf-8").count(marker) for path in files]
    return sum(counts), sum(1 for count in counts if count)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tree", type=Path, default=Path(__file__).resolve().parents[1])
    tree = parser.parse_args().tree
    print("\n".join(game_table(tree)))
    speakers = redis_speakers(tree)
    print(f"\nmodules outside service/store that speak Redis: {len(speakers)}")
    for name in speakers:
        print(f"  {name}")
    skips, files = fmt_skips(tree)
    print(f"\nlines the formatter skips (fmt: skip comments): {skips} in {files} files")


if __name__ == "__main__":
    main()
