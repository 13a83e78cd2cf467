from enum import StrEnum

class VillainousBiggerAndBadderReshuffledEventDeck(StrEnum):
    FATE = "fate"
    MERLIN = "merlin"
    VILLAIN = "villain"

    def __str__(self) -> str:
        return str(self.value)
