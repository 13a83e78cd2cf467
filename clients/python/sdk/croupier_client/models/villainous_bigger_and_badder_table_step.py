from enum import StrEnum

class VillainousBiggerAndBadderTableStep(StrEnum):
    ACT = "act"
    MOVE = "move"
    OVER = "over"

    def __str__(self) -> str:
        return str(self.value)
