"""``croupier serve``'s gunicorn command: the gevent worker of service/serving.py and its knobs
(a flag, else its CROUPIER_* variable, else the default)."""

from __future__ import annotations

import argparse

import pytest

from service.cli import _parser, gunicorn_command
from service.serving import request_timeout


def option(command: list[str], name: str) -> str:
    return command[command.index(name) + 1]


def serve_args(*argv: str) -> argparse.Namespace:
    return _parser().parse_args(["serve", *argv])


def test_serve_runs_the_croupier_gevent_worker_with_the_default_limits(monkeypatch):
    for variable in (
        "CROUPIER_WORKER_CONNECTIONS",
        "CROUPIER_KEEPALIVE",
        "CROUPIER_REQUEST_TIMEOUT",
        "CROUPIER_THREADS",
    ):
        monkeypatch.delenv(variable, raising=False)
    command = gunicorn_command(serve_args())
    assert option(command, "--worker-class") == "service.serving.CroupierWorker"
    assert option(command, "--worker-connections") == "3000"
    assert option(command, "--keep-alive") == "5"
    assert option(command, "--env") == "CROUPIER_REQUEST_TIMEOUT=10"
    assert "--threads" not in command


def test_a_flag_beats_its_variable_which_beats_the_default(monkeypatch):
    monkeypatch.setenv("CROUPIER_WORKER_CONNECTIONS", "300")
    monkeypatch.setenv("CROUPIER_REQUEST_TIMEOUT", "4")
    command = gunicorn_command(serve_args("--worker-connections", "50", "--keep-alive", "3"))
    assert option(command, "--worker-connections") == "50"
    assert option(command, "--keep-alive") == "3"
    assert option(command, "--env") == "CROUPIER_REQUEST_TIMEOUT=4"


def test_the_retired_threads_setting_still_parses_but_is_ignored_and_said_so(capsys):
    command = gunicorn_command(serve_args("--threads", "8"))
    assert "--threads" not in command
    assert "CROUPIER_WORKER_CONNECTIONS" in capsys.readouterr().err


@pytest.mark.parametrize("value", ["0", "-1"])
def test_a_request_timeout_must_be_positive(monkeypatch, value):
    monkeypatch.setenv("CROUPIER_REQUEST_TIMEOUT", value)
    with pytest.raises(ValueError, match="CROUPIER_REQUEST_TIMEOUT"):
        request_timeout()
