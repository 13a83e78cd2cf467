"""Villainous's compression dictionaries, files beside this module: the store deflates
the game's stored entries against its ``.zdict`` file and compresses its archives with its
``.zstd`` one (``service/store/entries.py``, ``archives.py``). A shipped file never changes
and its id is never reused; each is pinned by its SHA-256 (``croupier dictionary`` writes a
new one and prints its line)."""

from pathlib import Path

GAME = "villainous-bigger-and-badder"
FOLDER = Path(__file__).parent
ENTRIES = {5: "d7784a3b2b9b16ae26ed5c3c8ebe48d6c9d0ee877131185dabe7bed3b8f9c3f2"}
ARCHIVES = {32773: "8959f79f940e8101f8e294b0c18334dd376390a0646dce0048a6094843d3eed6"}
