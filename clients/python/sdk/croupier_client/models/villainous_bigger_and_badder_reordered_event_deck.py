from enum import StrEnum

class VillainousBiggerAndBadderReorderedEventDeck(StrEnum):
    FATE = "fate"
    MERLIN = "merlin"

    def __str__(self) -> str:
        return str(self.value)
