from enum import StrEnum

class PlayerNoteStatus(StrEnum):
    CANCELLED = "cancelled"
    EXPIRED = "expired"

    def __str__(self) -> str:
        return str(self.value)
