from enum import StrEnum

class VillainousBiggerAndBadderTableStackItemType0Situation(StrEnum):
    DISCARD = "discard"
    PLAY = "play"
    POWER = "power"
    VANQUISH = "vanquish"

    def __str__(self) -> str:
        return str(self.value)
