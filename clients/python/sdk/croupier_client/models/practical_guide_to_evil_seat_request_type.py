from enum import StrEnum

class PracticalGuideToEvilSeatRequestType(StrEnum):
    BOT = "bot"
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
