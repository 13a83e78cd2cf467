"""Bad Trevor's compression dictionaries, files beside this module: the store deflates
the game's stored entries against its ``.zdict`` file and compresses its archives with its
``.zstd`` one (``service/store/entries.py``, ``archives.py``). A shipped file never changes
and its id is never reused; each is pinned by its SHA-256 (``croupier dictionary`` writes a
new one and prints its line)."""

from pathlib import Path

GAME = "bad-trevor"
FOLDER = Path(__file__).parent
ENTRIES = {1: "0eba7fe678d42fe1c54f7e5abc7432c1109204abdfb246dbd0fddb7c2705d41b"}
ARCHIVES = {32769: "fc5d0b584f9be9a25e76f3485875a79118f5e2a951e02388210674c5db3aae89"}
