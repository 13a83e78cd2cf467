"""The SDK READMEs' examples as a newcomer runs them: ``croupier up`` (the API, its workers
playing the bots, an embedded Redis; rate limits as shipped), then each example copied out of
clients/python/README.md and clients/typescript/README.md and run as printed, ``--runs`` times
each, only the address replaced. The TypeScript package is built and installed by its README's
own commands first (in a temporary copy).

    .venv/bin/python -m bench.readme_examples [--runs 10]

Prints, per example, how many runs passed (exit status 0 and the output the README
describes) with each run's seconds, and the first failure's output.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from bench.cpu import yardstick
from bench.web_table import serving

ROOT = Path(__file__).resolve().parents[1]
PYTHON_README = ROOT / "clients" / "python" / "README.md"
TYPESCRIPT_README = ROOT / "clients" / "typescript" / "README.md"
DOCUMENTED_BASE = "http://127.0.0.1:8000"
PLACEHOLDER = "/path/to/croupier"


@dataclass(frozen=True)
class Example:
    name: str
    command: list[str]  # run in ``cwd`` with the example saved as ``file``
    file: str
    code: str
    passed: Callable[[list[str]], bool]  # judged on its output lines


def blocks(readme: Path, language: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```", readme.read_text(), flags=re.DOTALL)


def finished(lines: list[str]) -> bool:
    return bool(lines) and lines[0].startswith("The match begins") and "losers" in lines[-1]


def the_examples() -> list[Example]:
    # the queued bot (the second Python example) needs an app key of the server's: it runs in
    # tests/contract/test_python_sdk_readme.py only
    stream_py, _, typed_py = blocks(PYTHON_README, "python")[:3]
    stream_js, polling_js = blocks(TYPESCRIPT_README, "js")[:2]
    python, node = [sys.executable, "example.py"], ["node", "example.mjs"]
    return [
        Example("python: stream bot", python, "example.py", stream_py, finished),
        Example("python: typed", python, "example.py", typed_py, lambda out: len(out) == 2),
        Example("typescript: stream bot", node, "example.mjs", stream_js, finished),
        Example(
            "typescript: polling",
            node,
            "example.mjs",
            polling_js,
            lambda out: len(out) == 5 and out[-1].startswith("403 not_your_turn"),
        ),
    ]


def install_typescript_package(work: Path) -> Path:
    """The README's "Install" commands in a copy of clients/typescript; the new project."""
    ignored = shutil.ignore_patterns("node_modules", "dist", "*.tgz")
    package = Path("clients") / "typescript"
    shutil.copytree(ROOT / package, work / package, ignore=ignored)
    build, install = re.findall(r"```sh\n(.*?)```", TYPESCRIPT_README.read_text(), re.DOTALL)[:2]
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL, "check": True}
    subprocess.run(["bash", "-ec", build], cwd=work, **quiet)
    subprocess.run(["bash", "-ec", install.replace(PLACEHOLDER, str(work))], cwd=work, **quiet)
    return work / "my-app"


def run_once(example: Example, base: str, cwd: Path) -> tuple[bool, float, str]:
    (cwd / example.file).write_text(example.code.replace(DOCUMENTED_BASE, base))
    env = {**os.environ, "PYTHONPATH": str(ROOT / "clients" / "python" / "sdk")}
    started = time.monotonic()
    done = subprocess.run(
        example.command, cwd=cwd, env=env, capture_output=True, text=True, timeout=600
    )
    took = time.monotonic() - started
    lines = done.stdout.strip().splitlines()
    ok = done.returncode == 0 and example.passed(lines)
    return ok, took, done.stdout[-2000:] + done.stderr[-2000:]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()
    print(f"yardstick: {yardstick():.3f} s CPU for a fixed loop; load {os.getloadavg()[0]:.2f}")
    with tempfile.TemporaryDirectory() as work:
        project = install_typescript_package(Path(work))
        with serving(str(Path(work) / "data"), rate_limits=True) as base:
            for example in the_examples():
                cwd = project if example.file.endswith(".mjs") else Path(work)
                results = [run_once(example, base, cwd) for _ in range(args.runs)]
                passed = sum(ok for ok, _, _ in results)
                seconds = ", ".join(f"{took:.1f}" for _, took, _ in results)
                print(f"{example.name}: {passed}/{args.runs} passed; seconds {seconds}")
                failure = next((out for ok, _, out in results if not ok), None)
                if failure:
                    print("  first failure:\n" + failure)
    print(f"load average at the end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
