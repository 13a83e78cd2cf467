from enum import StrEnum

class VillainousBiggerAndBadderLookedAtEventDeck(StrEnum):
    FATE = "fate"
    MERLIN = "merlin"

    def __str__(self) -> str:
        return str(self.value)
