"""What the SDK README tests share: the README's code blocks, and how often each runs."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTED_BASE = "http://127.0.0.1:8000"
RUNS = 3  # each example, in a row, against a server with a worker: bench.readme_examples runs more


def examples(readme: Path, language: str) -> list[str]:
    """The README's code blocks in ``language``."""
    blocks = re.findall(rf"```{language}\n(.*?)```", readme.read_text(), flags=re.DOTALL)
    assert blocks, f"{readme} lost its example"
    return blocks
