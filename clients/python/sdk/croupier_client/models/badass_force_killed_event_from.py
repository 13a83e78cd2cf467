from enum import StrEnum

class BadassForceKilledEventFrom(StrEnum):
    ACTIVE = "active"
    HAND = "hand"

    def __str__(self) -> str:
        return str(self.value)
