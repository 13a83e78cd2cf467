from enum import StrEnum

class PracticalGuideToEvilSeatControlEventControl(StrEnum):
    BOT = "bot"
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
