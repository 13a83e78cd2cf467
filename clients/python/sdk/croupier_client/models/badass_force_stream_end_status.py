from enum import StrEnum

class BadassForceStreamEndStatus(StrEnum):
    FINISHED = "finished"

    def __str__(self) -> str:
        return str(self.value)
