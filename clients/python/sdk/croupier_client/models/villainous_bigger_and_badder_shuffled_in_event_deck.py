from enum import StrEnum

class VillainousBiggerAndBadderShuffledInEventDeck(StrEnum):
    MERLIN = "merlin"

    def __str__(self) -> str:
        return str(self.value)
