from enum import StrEnum

class BadassForceSeatRequestType(StrEnum):
    BOT = "bot"
    HUMAN = "human"
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)
