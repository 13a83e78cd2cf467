"""The registered compression dictionaries of one kind (entries' or archives'): every one, by
id, and each game's newest (the highest id), which writes."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Generic, Protocol, TypeVar


class Shelved(Protocol):
    @property
    def id(self) -> int: ...

    @property
    def game(self) -> str: ...


D = TypeVar("D", bound=Shelved)


@dataclass
class Shelf(Generic[D]):
    kind: str  # "entry" or "archive", for the refusal's message
    every: list[D] = field(default_factory=list)
    by_id: dict[int, D] = field(default_factory=dict)
    newest: dict[str, D] = field(default_factory=dict)

    def add(self, dictionary: D) -> None:
        """Shelve ``dictionary`` (again: nothing changes); an id taken by another refused."""
        known = self.by_id.get(dictionary.id)
        if known is not None and known != dictionary:
            raise ValueError(f"{self.kind} dictionary id {dictionary.id} is taken by {known.game}")
        if known is None:
            self.every.append(dictionary)
        self.by_id[dictionary.id] = dictionary
        newest = self.newest.get(dictionary.game)
        if newest is None or newest.id < dictionary.id:
            self.newest[dictionary.game] = dictionary
