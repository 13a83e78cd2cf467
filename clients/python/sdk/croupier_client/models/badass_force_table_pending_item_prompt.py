from enum import StrEnum

class BadassForceTablePendingItemPrompt(StrEnum):
    POWER = "power"
    RECHOOSE = "rechoose"
    REPLACE = "replace"

    def __str__(self) -> str:
        return str(self.value)
