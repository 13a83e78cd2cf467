from enum import StrEnum

class PracticalGuideToEvilTableStep(StrEnum):
    DISCARD = "discard"
    FIND = "find"
    MAIN = "main"
    OVER = "over"
    TRIGGER = "trigger"

    def __str__(self) -> str:
        return str(self.value)
