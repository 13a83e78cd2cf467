"""Event and log entries stored deflated against their game's dictionary (issue 17): every
entry reads back exactly, entries stored as plain JSON stay readable, and a dictionary that
is not the one shipped, or one this release lacks, is refused rather than misread."""

from __future__ import annotations

import hashlib

import pytest

import service.games  # noqa: F401  (registers the games)
from service.cli import sample_entries
from service.engine.registry import all_games, get_game
from service.store import codec, entries
from service.store.entries import Dictionary, UnknownDictionary

GAMES = [game.id for game in all_games()]


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_dictionary_whose_file_is_the_one_shipped(game):
    """A game without one would store plain JSON, five times the memory: a new game ships
    its dictionary (``croupier dictionary GAME --id N``)."""
    shipped = [d for d in entries.DICTIONARIES if d.game == game]
    assert shipped, f"{game} has no entry dictionary: croupier dictionary {game} --id N"
    for dictionary in shipped:
        assert 0 < len(entries.content(dictionary.id)) <= entries.MAX_BYTES


def test_dictionary_ids_are_unique_and_below_a_json_object_s_and_array_s_first_byte():
    ids = [d.id for d in entries.DICTIONARIES]
    assert len(ids) == len(set(ids)) and all(0 < i < entries.BLOCK_START for i in ids)
    assert entries.BLOCK_START < entries.JSON_START


@pytest.mark.parametrize("game", GAMES)
def test_entries_read_back_exactly_and_far_smaller(game):
    samples = sample_entries(game, seed=11, seats=min(4, get_game(game).max_players))
    packed = [entries.pack(sample, game) for sample in samples]
    assert [entries.unpack(stored) for stored in packed] == samples
    assert all(stored[0] != entries.JSON_START for stored in packed)
    plain = sum(len(codec.dumps(sample)) for sample in samples)
    assert sum(map(len, packed)) < plain / 2


def test_a_game_without_a_dictionary_stores_json_and_json_entries_stay_readable():
    entry = {"seat": 0, "action": {"type": "ready"}, "now": 1.5}
    stored = entries.pack(entry, "no-such-game")
    assert stored == codec.dumps(entry).encode()
    assert entries.unpack(stored) == entry


def test_an_entry_of_a_dictionary_this_release_lacks_is_refused():
    with pytest.raises(UnknownDictionary, match="newer release"):
        entries.unpack(bytes([entries.JSON_START - 1]) + b"\x00")


def test_a_dictionary_file_that_is_not_the_one_shipped_is_refused(tmp_path):
    """Reading entries against another dictionary would yield other bytes, or garbage."""
    forged = Dictionary(99, "bad-trevor", "0" * 64, tmp_path)
    forged.path.write_bytes(b"not the shipped dictionary")
    with pytest.raises(UnknownDictionary, match="not the file it shipped as"):
        entries.checked(forged)


def test_croupier_dictionary_writes_a_dictionary_and_prints_its_registration(
    tmp_path, monkeypatch, capsys
):
    """``croupier dictionary GAME --id N``: a file of at most 32 KiB of the game's entries,
    in the game's folder, and the exact line to paste into its ``dictionaries.py``'s
    ``ENTRIES`` (its SHA-256 checks out)."""
    from service import cli

    monkeypatch.setattr(cli, "game_folder", lambda game_id: tmp_path)
    assert cli.main(["dictionary", "bad-trevor", "--id", "99", "--matches", "3"]) == 0
    written = tmp_path / "99-bad-trevor.zdict"
    data = written.read_bytes()
    assert 0 < len(data) <= entries.MAX_BYTES and b'"type":' in data
    line = capsys.readouterr().out.splitlines()[-1].strip()
    digest = hashlib.sha256(data).hexdigest()
    assert line == f'99: "{digest}",'
    assert entries.checked(Dictionary(99, "bad-trevor", digest, tmp_path)) == data
