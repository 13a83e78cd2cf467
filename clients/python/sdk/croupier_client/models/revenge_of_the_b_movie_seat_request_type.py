from enum import StrEnum

class RevengeOfTheBMovieSeatRequestType(StrEnum):
    BOT = "bot"
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
