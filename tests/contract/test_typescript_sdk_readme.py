"""The TypeScript SDK README's examples, copied out and run as printed against a live server
with a worker playing its bots, each a few times, in the project the README's install commands
made (issue 10; issue 35: an example that passes once may still race the server's bots), and
compiled as a TypeScript user would: both saved as ``.ts``, under ``tsc --strict``."""

from __future__ import annotations

import pytest
from readiness import run_watched

from .readmes import DOCUMENTED_BASE, ROOT, RUNS, examples
from .test_typescript_sdk import installed_package, run

TYPESCRIPT_README = ROOT / "clients" / "typescript" / "README.md"


def run_node(code: str, live_server: str, tmp_path_factory) -> list[str]:
    """Installed by the README's own commands (``installed_package``), then the example saved
    as example.mjs in the new project and run with plain ``node``; its output lines."""
    project = installed_package(tmp_path_factory).project
    assert DOCUMENTED_BASE in code and '"croupier-client"' in code
    (project / "example.mjs").write_text(code.replace(DOCUMENTED_BASE, live_server))
    run = run_watched(["node", "example.mjs"], cwd=project)  # given up on a stall only
    assert run.returncode == 0, run.stdout + run.stderr
    return run.stdout.strip().splitlines()


@pytest.mark.parametrize("attempt", range(RUNS))
def test_the_typescript_sdk_readme_stream_bot_plays_a_match_as_printed(
    live_server, tmp_path_factory, worker, attempt
):
    """The first example: a bot for one seat driven by ``followMatch``, two server bots."""
    bot = examples(TYPESCRIPT_README, "js")[0]
    assert "followMatch(me, created.id" in bot
    first, *_, last = run_node(bot, live_server, tmp_path_factory)
    assert first == "The match begins with 3 seats.", first  # the log, in sentences
    assert last.startswith("finished after ") and "losers: [" in last, last


@pytest.mark.parametrize("attempt", range(RUNS))
def test_the_typescript_sdk_readme_polling_example_runs_as_printed(
    live_server, tmp_path_factory, worker, attempt
):
    polling = examples(TYPESCRIPT_README, "js")[1]
    lines = run_node(polling, live_server, tmp_path_factory)
    output = "\n".join(lines)
    assert len(lines) == 5, output
    assert lines[0].startswith("0 [ 0, 1, 2 ]") and "'ready'" in lines[0], output
    assert lines[1] == "changed: null", output  # a 304, not an exception
    assert lines[2].startswith("1 [") and "'ready'" in lines[2], output
    assert lines[3] == "changed: 1", output
    assert lines[4].startswith("403 not_your_turn "), output  # the ResponseError's body


def test_the_typescript_examples_compile_under_tsc_strict(tmp_path_factory):
    """Both examples saved as ``.ts`` in the project the README's install made, compiled by
    ``tsc --strict`` against the installed package's declarations (no skipLibCheck)."""
    installed = installed_package(tmp_path_factory)
    work = installed.project / "readme-examples"  # resolves croupier-client from ../node_modules
    work.mkdir(exist_ok=True)
    (work / "package.json").write_text('{ "type": "module" }\n')
    names = []
    for number, code in enumerate(examples(TYPESCRIPT_README, "js")[:2]):
        names.append(f"example_{number}.ts")
        (work / names[-1]).write_text(code)
    tsc = installed.package / "node_modules" / "typescript" / "bin" / "tsc"
    flags = ["--module", "nodenext", "--target", "es2022", "--lib", "es2022,dom", "--strict"]
    run(["node", str(tsc), *flags, "--noEmit", *names], cwd=work)
