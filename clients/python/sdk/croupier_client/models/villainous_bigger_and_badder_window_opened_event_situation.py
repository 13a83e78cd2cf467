from enum import StrEnum

class VillainousBiggerAndBadderWindowOpenedEventSituation(StrEnum):
    DISCARD = "discard"
    PLAY = "play"
    POWER = "power"
    VANQUISH = "vanquish"

    def __str__(self) -> str:
        return str(self.value)
