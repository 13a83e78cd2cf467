from enum import StrEnum

class BadTrevorTablePhase(StrEnum):
    OPENING = "opening"
    OVER = "over"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
