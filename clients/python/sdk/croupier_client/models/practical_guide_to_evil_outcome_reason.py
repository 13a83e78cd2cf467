from enum import StrEnum

class PracticalGuideToEvilOutcomeReason(StrEnum):
    FORFEIT = "forfeit"
    STORIES = "stories"
    TURN_CAP = "turn_cap"

    def __str__(self) -> str:
        return str(self.value)
