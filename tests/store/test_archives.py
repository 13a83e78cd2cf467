"""Finished matches' archives through zstd against their game's dictionary (issue 17): every
archive reads back exactly and smaller than zlib made it, archives written before (zlib) stay
readable, and a dictionary that is not the one shipped, or one this release lacks, is refused
rather than misread."""

from __future__ import annotations

import concurrent.futures
import dataclasses
import os

import pytest
import redis

import service.games  # noqa: F401  (registers the games)
from service.cli import sample_archive
from service.engine.registry import all_games, get_game
from service.store import Store, archives, codec, entries, keys
from service.store.archives import UnknownDictionary

GAMES = [game.id for game in all_games()]


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_an_archive_dictionary_whose_file_is_the_one_shipped(game):
    """A game without one would archive through zlib, a half larger: a new game ships one
    (``croupier dictionary GAME --id N --archive``)."""
    shipped = [d for d in archives.DICTIONARIES if d.game == game]
    assert shipped, f"{game} has no archive dictionary"
    for dictionary in shipped:
        assert archives._dictionary(dictionary.id).dict_id() == dictionary.id


def test_archive_dictionary_ids_are_unique_and_outside_zstds_reserved_range():
    ids = [d.id for d in archives.DICTIONARIES]
    assert len(ids) == len(set(ids)) and all(archives.FIRST_ID <= i < 2**31 for i in ids)


@pytest.mark.parametrize("game", GAMES)
def test_an_archive_reads_back_exactly_and_smaller_than_zlib(game):
    archive = sample_archive(game, seed=1234, seats=min(4, get_game(game).max_players))
    stored = archives.pack(archive, game)
    assert stored.startswith(archives.ZSTD_MAGIC)
    assert archives.unpack(stored) == archive
    zlib_packed = codec.pack(archive)
    # A dictionary primes the start of the stream: its gain shrinks as the archive grows
    # (a random 3-seat Villainous match, 270 KB of JSON: zstd 31.8 KB, zlib 36.6 KB).
    ratio = 0.85 if len(zlib_packed) < 25_000 else 0.9
    assert len(stored) < ratio * len(zlib_packed)


def test_an_archive_written_by_zlib_before_stays_readable():
    archive = sample_archive("bad-trevor", seed=5, seats=3)
    assert archives.unpack(codec.pack(archive)) == archive


def test_a_game_without_a_dictionary_archives_through_zlib():
    archive = {"match": {"game": "toy"}, "log": [], "events": [], "frozen": None}
    stored = archives.pack(archive, "toy")
    assert not stored.startswith(archives.ZSTD_MAGIC) and archives.unpack(stored) == archive


def test_an_archive_naming_a_dictionary_this_release_lacks_is_refused(monkeypatch):
    archive = sample_archive("bad-trevor", seed=6, seats=3)
    stored = archives.pack(archive, "bad-trevor")
    monkeypatch.setattr(archives, "_BY_ID", {})
    archives.forget_coders()
    try:
        with pytest.raises(UnknownDictionary, match="newer release"):
            archives.unpack(stored)
    finally:
        archives.forget_coders()


def test_threads_unpack_one_archive_side_by_side():
    """A threaded server reads a finished match for two requests at once: zstd's
    decompressors are not for two threads at a time (seen: a 500, 'Extra data', in the
    browser test), so each thread has its own."""
    archive = sample_archive("revenge-of-the-b-movie", seed=3, seats=4)
    stored = archives.pack(archive, "revenge-of-the-b-movie")
    with concurrent.futures.ThreadPoolExecutor(max_workers=8) as pool:
        read = list(pool.map(lambda _: archives.unpack(stored), range(400)))
    assert all(value == archive for value in read)


def test_a_dictionary_file_that_is_not_the_one_shipped_is_refused(monkeypatch, tmp_path):
    shipped = archives.DICTIONARIES[0]
    forged = dataclasses.replace(shipped, sha256="0" * 64)
    monkeypatch.setattr(archives, "_BY_ID", {shipped.id: forged})
    archives._dictionary.cache_clear()
    try:
        with pytest.raises(UnknownDictionary, match="not the file it shipped as"):
            archives._dictionary(shipped.id)
    finally:
        archives._dictionary.cache_clear()


def test_the_finishing_commit_archives_through_zstd(redis_client: redis.Redis, redis_url: str):
    """A match played to its end through the store is archived with its game's dictionary
    and loads back with its whole log and every event."""
    from service.engine import match as engine

    store = Store.from_env({**os.environ, "REDIS_URL": redis_url})
    match, events = engine.start("badass-force", 3, {}, 9)
    store.create("abc", match.to_json(), {"game": "badass-force"}, events, {})
    log = []
    while decisions := engine.decisions(match):
        seat = decisions[0].seat
        action = engine.without_id(engine.legal_actions(match, seat)[0])
        entry = {"seat": seat, "action": action, "now": 0.0}
        previous = match.version
        match, new = engine.submit(match, seat, action, 0.0)
        finished = engine.is_finished(match)
        result = store.commit("abc", previous, match.to_json(), new, entry, finished=finished)
        assert result.status == "ok", result
        log.append(entry)
    stored = redis_client.hget(keys.state("abc"), "archive")
    assert stored is not None and stored.startswith(archives.ZSTD_MAGIC)
    loaded = store.load("abc").stored
    assert loaded is not None and loaded.log == log and loaded.match == match.to_json()


def test_every_dictionary_file_ships_in_the_package():
    """The image installs a wheel: a dictionary its package data leaves out would fail the
    first finishing commit (or the first entry) of its game."""
    import fnmatch
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    patterns = tomllib.loads((root / "pyproject.toml").read_text())["tool"]["setuptools"][
        "package-data"
    ]["*"]
    shipped = [*archives.DICTIONARIES, *entries.DICTIONARIES]
    assert shipped
    for dictionary in shipped:
        name = dictionary.path.name
        assert any(fnmatch.fnmatch(name, pattern) for pattern in patterns), name
