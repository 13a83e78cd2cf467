from enum import StrEnum

class BadassForceViewStatus(StrEnum):
    ACTIVE = "active"
    FINISHED = "finished"
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)
