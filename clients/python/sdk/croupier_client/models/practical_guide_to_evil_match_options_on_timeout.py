from enum import StrEnum

class PracticalGuideToEvilMatchOptionsOnTimeout(StrEnum):
    BOT = "bot"
    FORFEIT = "forfeit"

    def __str__(self) -> str:
        return str(self.value)
