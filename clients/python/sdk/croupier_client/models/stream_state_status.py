from enum import StrEnum

class StreamStateStatus(StrEnum):
    ACTIVE = "active"

    def __str__(self) -> str:
        return str(self.value)
