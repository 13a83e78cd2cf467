from enum import StrEnum

class VillainousBiggerAndBadderSeatControlEventUntil(StrEnum):
    TAKEN_BACK = "taken_back"
    TURN_END = "turn_end"

    def __str__(self) -> str:
        return str(self.value)
