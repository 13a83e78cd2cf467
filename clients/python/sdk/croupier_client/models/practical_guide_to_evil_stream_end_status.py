from enum import StrEnum

class PracticalGuideToEvilStreamEndStatus(StrEnum):
    FINISHED = "finished"

    def __str__(self) -> str:
        return str(self.value)
