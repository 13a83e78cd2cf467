from enum import StrEnum

class BadassForceChoseEventPrompt(StrEnum):
    CHOOSE = "choose"
    RECHOOSE = "rechoose"
    REPLACE = "replace"

    def __str__(self) -> str:
        return str(self.value)
