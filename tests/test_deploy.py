"""The deployment's files (no docker here): docker-compose.yml, the Caddyfile and prometheus.yml
parse and say what the README promises; every variable the compose file gives our services is
one the code reads; constraints.txt pins every dependency and installs; the wheel the image is
built from holds every file the service reads at run time."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path
from typing import Any

import pytest
import yaml
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from readiness import run_watched

from service.api import DEFAULTS

ROOT = Path(__file__).resolve().parent.parent
OURS = ("api", "worker", "webhooks")  # the services running our image
PINNED_IMAGE = re.compile(r"^[\w./-]+:v?\d+\.\d+\.\d+(-[\w.]+)?$")  # a version, not a tag like 7


def compose() -> dict[str, Any]:
    return yaml.safe_load((ROOT / "docker-compose.yml").read_text(encoding="utf-8"))


def services() -> dict[str, dict[str, Any]]:
    return compose()["services"]


def caddyfile() -> str:
    """The Caddyfile without its comments."""
    text = (ROOT / "Caddyfile").read_text(encoding="utf-8")
    return "\n".join(line.split("#")[0].rstrip() for line in text.splitlines())


def test_the_api_is_reached_through_caddy_alone() -> None:
    found = services()
    assert "ports" not in found["api"], "the API is published through Caddy only"
    assert found["api"]["environment"]["CROUPIER_PROXIES"] == "1"
    published = [str(port) for port in found["caddy"]["ports"]]
    assert {"80:80", "443:443"} <= set(published)
    local = [port for port in published if port.split(":")[-1] == "8000"]
    assert local == ["127.0.0.1:8000:8000"], "port 8000 is for this host alone"


def test_images_are_pinned_and_every_service_is_limited() -> None:
    for name, service in services().items():
        if "image" in service:
            assert PINNED_IMAGE.match(service["image"]), f"{name}: pin {service['image']}"
        limits = service["deploy"]["resources"]["limits"]
        assert limits.get("cpus") and limits.get("memory"), f"{name}: cpu and memory limits"
        assert service["restart"] == "unless-stopped", name


def test_redis_keeps_an_append_only_file_and_evicts_nothing() -> None:
    command = services()["redis"]["command"]
    settings = dict(zip(command[1::2], command[2::2], strict=True))
    assert settings["--appendonly"] == "yes"
    assert settings["--maxmemory-policy"] == "noeviction", "matches are data, not a cache"
    assert int(settings["--maxmemory"].removesuffix("gb")) >= 1


def test_caddy_proxies_to_the_api_unbuffered_and_hides_metrics() -> None:
    text = caddyfile()
    assert re.search(r"^\{\$CROUPIER_DOMAIN(:[\w.-]+)?\} \{", text, re.MULTILINE)
    assert re.search(r"^http://:8000 \{", text, re.MULTILINE)
    assert "reverse_proxy api:8000 {" in text
    assert re.search(r"^\s+flush_interval -1$", text, re.MULTILINE), "SSE must not be buffered"
    assert re.search(r"^\s+respond /metrics 404$", text, re.MULTILINE)
    assert text.count("import croupier") == 2, "both sites share the snippet"
    assert text.count("{") == text.count("}")
    assert not re.search(r"^\s*encode\b", text, re.MULTILINE), "compression holds SSE back"
    assert not re.search(r"^\s*trusted_proxies\b", text, re.MULTILINE), "Caddy is the one proxy"


@pytest.mark.skipif(
    shutil.which("caddy") is None and os.environ.get("CI") != "true",
    reason="caddy is not installed (.ci/run installs it: under CI=true this test runs)",
)
def test_caddy_itself_reads_the_caddyfile() -> None:
    """Caddy's own parser, where it is installed (Debian's package: apt-get install caddy)."""
    adapted = subprocess.run(
        ["caddy", "adapt", "--config", "Caddyfile", "--adapter", "caddyfile"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        env={"CROUPIER_DOMAIN": "play.example.com", "PATH": os.environ["PATH"]},
    )
    servers = json.loads(adapted.stdout)["apps"]["http"]["servers"].values()
    assert sorted(server["listen"][0] for server in servers) == [":443", ":8000"]
    for server in servers:
        handlers = json.dumps(server["routes"])
        assert '"flush_interval": -1' in handlers and '"dial": "api:8000"' in handlers
        assert '"path": ["/metrics"]' in handlers and '"status_code": 404' in handlers


def test_caddy_reads_every_variable_it_is_given() -> None:
    text = caddyfile()
    for name in services()["caddy"]["environment"]:
        assert "{$" + name in text, f"the Caddyfile never reads {name}"


def test_prometheus_scrapes_the_api_with_the_token_and_every_worker() -> None:
    config = yaml.safe_load((ROOT / "prometheus.yml").read_text(encoding="utf-8"))
    jobs = {job["job_name"]: job for job in config["scrape_configs"]}
    api = jobs["croupier-api"]
    assert api["static_configs"][0]["targets"] == ["api:8000"]
    prometheus = services()["prometheus"]
    token_file = api["authorization"]["credentials_file"]
    assert token_file in " ".join(prometheus["entrypoint"])
    (workers,) = jobs["croupier-workers"]["dns_sd_configs"]
    assert set(workers["names"]) == {"worker", "webhooks"}
    for name in workers["names"]:
        port = services()[name]["environment"]["CROUPIER_WORKER_METRICS_PORT"]
        assert int(port) == workers["port"]


def test_metrics_need_the_token_and_workers_serve_their_own() -> None:
    found = services()
    assert found["api"]["environment"]["CROUPIER_METRICS_TOKEN"] == "${CROUPIER_METRICS_TOKEN:-}"
    for name in ("worker", "webhooks"):
        # a role of its own each: role "all" would start a delivery worker on the same port
        assert found[name]["command"][-2:] in (["--role", "game"], ["--role", "webhooks"])
        assert "PROMETHEUS_MULTIPROC_DIR" not in found[name]["environment"]


def code_text() -> str:
    return "\n".join(
        path.read_text(encoding="utf-8")
        for folder in ("service", "workers")
        for path in (ROOT / folder).rglob("*.py")
    )


def read_by_the_code(name: str, code: str) -> bool:
    """Read by name (os.environ, a constant), or a setting create_app takes as CROUPIER_<key>."""
    if f'"{name}"' in code:
        return True
    return name.startswith("CROUPIER_") and name.removeprefix("CROUPIER_") in DEFAULTS


def test_every_variable_our_services_get_is_read_by_the_code() -> None:
    code = code_text()
    for service in OURS:
        for name in services()[service]["environment"]:
            assert read_by_the_code(name, code), f"{service}: nothing reads {name}"


def pins() -> dict[str, str]:
    found = {}
    for line in (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            name, version = line.split("==")
            found[canonicalize_name(name)] = version
    return found


def project() -> dict[str, Any]:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def test_constraints_pin_every_dependency_within_its_range() -> None:
    pinned = pins()
    assert "croupier" not in pinned
    for line in project()["dependencies"]:
        wanted = Requirement(line)
        name = canonicalize_name(wanted.name)
        assert name in pinned, f"constraints.txt lacks {name}: refresh it (README)"
        assert wanted.specifier.contains(pinned[name], prereleases=True), (
            f"{name}=={pinned[name]} is outside {wanted.specifier}: refresh constraints.txt"
        )


def build_context(folder: Path) -> Path:
    """What the Dockerfile's build stage copies (its COPY lines), copied into ``folder``."""
    dockerfile = (ROOT / "Dockerfile").read_text(encoding="utf-8")
    build_stage = dockerfile.split("\nFROM ")[1]
    for line in build_stage.splitlines():
        if line.startswith("COPY "):
            for source in line.split()[1:-1]:
                if (ROOT / source).is_dir():
                    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
                    shutil.copytree(ROOT / source, folder / source, ignore=ignore)
                else:
                    shutil.copy(ROOT / source, folder / source)
    return folder


@pytest.fixture(scope="module")
def context(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_context(tmp_path_factory.mktemp("context"))


def pip(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "pip", "--disable-pip-version-check", *args]
    return run_watched(command, cwd=cwd)  # given up on a stall, not on a busy machine's clock


def test_constraints_install_and_pin_everything_installed(context: Path) -> None:
    report = pip(
        context,
        "install",
        "--dry-run",
        "--ignore-installed",
        "--quiet",
        "--report",
        "-",
        "--constraint",
        "constraints.txt",
        ".",
    )
    assert report.returncode == 0, report.stderr[-3000:]
    pinned = pins()
    for item in json.loads(report.stdout)["install"]:
        name = canonicalize_name(item["metadata"]["name"])
        if name != "croupier":
            assert pinned.get(name) == item["metadata"]["version"], f"{name} is not pinned"


def runtime_files() -> list[str]:
    """Every file of the packages in git: the service reads them all (code, card data,
    rulings, dictionaries, the web table's bundle)."""
    listed = subprocess.run(
        ["git", "ls-files", "service", "workers"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return listed.stdout.split()


@pytest.fixture(scope="module")
def wheel(context: Path, tmp_path_factory: pytest.TempPathFactory) -> zipfile.ZipFile:
    folder = tmp_path_factory.mktemp("wheel")
    built = pip(context, "wheel", ".", "--no-deps", "--quiet", "--wheel-dir", str(folder))
    assert built.returncode == 0, built.stderr[-3000:]
    (path,) = folder.glob("croupier-*.whl")
    return zipfile.ZipFile(path)


def test_the_wheel_holds_every_file_the_service_reads(wheel: zipfile.ZipFile) -> None:
    held = set(wheel.namelist())
    missing = [name for name in runtime_files() if name not in held]
    assert not missing, f"the image would lack {missing}: pyproject's package-data"
    for game in (ROOT / "service" / "games").glob("*/cards.json"):
        folder = game.parent.relative_to(ROOT).as_posix()
        assert f"{folder}/RULINGS.md" in held
        assert any(name.startswith(folder) and name.endswith(".zdict") for name in held)
        assert any(name.startswith(folder) and name.endswith(".zstd") for name in held)
    assert any(name.startswith("service/static/play/") for name in held)
