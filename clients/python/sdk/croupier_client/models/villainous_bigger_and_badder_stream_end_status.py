from enum import StrEnum

class VillainousBiggerAndBadderStreamEndStatus(StrEnum):
    FINISHED = "finished"

    def __str__(self) -> str:
        return str(self.value)
