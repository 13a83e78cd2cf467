from enum import StrEnum

class BadassForceKilledEventFromZone(StrEnum):
    ACTIVE = "active"
    HAND = "hand"

    def __str__(self) -> str:
        return str(self.value)
