"""How values are written to Redis: compact JSON, and zlib-compressed JSON for archives."""

from __future__ import annotations

import hashlib
import json
import zlib
from typing import Any


def dumps(value: Any) -> str:
    """Compact JSON that keeps key order: a loaded state must equal the one that was saved,
    order included, or a replay could diverge from live play."""
    return json.dumps(value, separators=(",", ":"))


def loads(raw: bytes | str) -> Any:
    return json.loads(raw)


def pack(value: Any) -> bytes:
    """Compressed JSON, for archives and stored responses."""
    return zlib.compress(dumps(value).encode(), 9)


def unpack(raw: bytes) -> Any:
    return json.loads(zlib.decompress(raw))


def hash_token(token: str) -> str:
    """The only form in which a seat token is ever stored."""
    return hashlib.sha256(token.encode()).hexdigest()
