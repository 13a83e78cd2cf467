from enum import StrEnum

class BadassForceKilledEventCause(StrEnum):
    DENOUNCE = "denounce"
    EXPLOSION = "explosion"
    POWER = "power"
    RESISTED = "resisted"
    WEAPON = "weapon"

    def __str__(self) -> str:
        return str(self.value)
