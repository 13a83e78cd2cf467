from enum import StrEnum

class PracticalGuideToEvilCoinEventResult(StrEnum):
    HEAD = "head"
    TAIL = "tail"

    def __str__(self) -> str:
        return str(self.value)
