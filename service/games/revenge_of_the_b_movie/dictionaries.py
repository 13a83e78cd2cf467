"""Revenge of the B-Movie's compression dictionaries, files beside this module: the store deflates
the game's stored entries against its ``.zdict`` file and compresses its archives with its
``.zstd`` one (``service/store/entries.py``, ``archives.py``). A shipped file never changes
and its id is never reused; each is pinned by its SHA-256 (``croupier dictionary`` writes a
new one and prints its line)."""

from pathlib import Path

GAME = "revenge-of-the-b-movie"
FOLDER = Path(__file__).parent
ENTRIES = {3: "7a841b991e0ef470ba9eda8fcef270c9973817282f759a55d5f15281d818e504"}
ARCHIVES = {32771: "3cc19870457682c58ecdaa0af9698b195de518e6c68563bad1a502141a2c1cd5"}
