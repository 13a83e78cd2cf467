"""The export of a finished match replays it exactly, with the README's own snippet."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

from .helpers import create_table, play_to_end

README = Path(__file__).resolve().parents[2] / "README.md"
ROOT = README.parent


def test_an_export_replays_to_the_final_view(client, tmp_path: Path):
    table = create_table(client, seed=21)
    refused = client.get(table.url + "/export")
    assert (refused.status_code, refused.json["code"]) == (409, "match_not_finished")
    final = play_to_end(table)
    exported = client.get(table.url + "/export").json
    assert exported["seed"] == 21 and exported["salt"] == final["salt"]
    (tmp_path / "export.json").write_text(json.dumps(exported))
    section = README.read_text().split("## Export", 1)[1].split("\n## ", 1)[0]
    block = re.findall(r"```sh\n(.*?)```", section, flags=re.DOTALL)[0]
    script = "\n".join(line for line in block.splitlines() if not line.startswith("curl "))
    script = script.replace(".venv/bin/python", sys.executable)
    result = subprocess.run(
        ["bash", "-c", script],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=600,
        env={"PYTHONPATH": str(ROOT)},
    )
    assert result.returncode == 0, result.stderr
    version, ranking = result.stdout.split(" ", 1)
    assert int(version) == final["version"]
    assert json.loads(ranking) == final["outcome"]["ranking"]
