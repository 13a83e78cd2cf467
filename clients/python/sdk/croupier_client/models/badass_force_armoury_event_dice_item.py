from enum import StrEnum

class BadassForceArmouryEventDiceItem(StrEnum):
    GREEN = "green"
    RED = "red"
    YELLOW = "yellow"

    def __str__(self) -> str:
        return str(self.value)
