from enum import StrEnum

class VillainousBiggerAndBadderSeatRequestType(StrEnum):
    BOT = "bot"
    HUMAN = "human"
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)
