from enum import StrEnum

class PracticalGuideToEvilViewStatus(StrEnum):
    ACTIVE = "active"
    FINISHED = "finished"
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)
