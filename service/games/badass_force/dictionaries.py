"""Badass Force's compression dictionaries, files beside this module: the store deflates
the game's stored entries against its ``.zdict`` file and compresses its archives with its
``.zstd`` one (``service/store/entries.py``, ``archives.py``). A shipped file never changes
and its id is never reused; each is pinned by its SHA-256 (``croupier dictionary`` writes a
new one and prints its line)."""

from pathlib import Path

GAME = "badass-force"
FOLDER = Path(__file__).parent
ENTRIES = {4: "3d3b326566ac32804be2c30caadba42ceefbd2da397297b63c308ae3be8bf12f"}
ARCHIVES = {32772: "a56f33556e11f0a0cc1bfab4dbc29098fde55f46ae370b7b5acff4c6a0c3d39b"}
