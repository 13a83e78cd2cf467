from enum import StrEnum

class BadTrevorSeatControlEventControl(StrEnum):
    BOT = "bot"
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
