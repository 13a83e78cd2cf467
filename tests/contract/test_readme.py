"""The README's curl walkthrough, run as written against a live server: docs that work."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[2] / "README.md"
DOCUMENTED_BASE = "http://127.0.0.1:8000"


def walkthrough_script() -> str:
    """Every ```sh block of the README's curl section, in order, as one bash script."""
    text = README.read_text()
    section = text.split("## Play a match with curl", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```sh\n(.*?)```", section, flags=re.DOTALL)
    assert blocks, "the README lost its curl walkthrough"
    return "set -euo pipefail\n" + "\n".join(blocks)


@pytest.mark.skipif(shutil.which("curl") is None, reason="the walkthrough uses curl")
def test_the_readme_curl_walkthrough_plays_as_documented(live_server: str, tmp_path: Path):
    script = walkthrough_script().replace(DOCUMENTED_BASE, live_server)
    result = subprocess.run(
        ["bash", "-c", script], cwd=tmp_path, capture_output=True, text=True, timeout=600
    )
    assert result.returncode == 0, result.stderr
    output = result.stdout
    assert '"card":"C01b"' in output.replace(" ", "")  # seat 2 picked the civilian it was shown
    assert '"code":"stale_version"' in output.replace(" ", "")
    assert '"kind":"civilian"' in output.replace(" ", "")
    assert '"hand_counts":[13,12,13,13]' in output.replace(" ", "")
