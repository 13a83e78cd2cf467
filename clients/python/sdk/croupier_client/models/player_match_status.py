from enum import StrEnum

class PlayerMatchStatus(StrEnum):
    ACTIVE = "active"
    FINISHED = "finished"
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)
