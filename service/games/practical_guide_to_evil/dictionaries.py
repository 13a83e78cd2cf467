"""A Practical Guide to Evil's compression dictionaries, files beside this module: the store
deflates the game's stored entries against its ``.zdict`` file and compresses its archives
with its ``.zstd`` one (``service/store/entries.py``, ``archives.py``). A shipped file never
changes and its id is never reused; each is pinned by its SHA-256 (``croupier dictionary``
writes a new one and prints its line)."""

from pathlib import Path

GAME = "practical-guide-to-evil"
FOLDER = Path(__file__).parent
ENTRIES = {2: "5b1b7ca9ae8c1f93a6da1d6df91ff6b689693bab354c433f0c8c2ab8dc0ce86c"}
ARCHIVES = {32770: "182f8347531af27e3a28e3fea33e7e6952099d98d5a6e5f0b6cce6ea4f1461d6"}
