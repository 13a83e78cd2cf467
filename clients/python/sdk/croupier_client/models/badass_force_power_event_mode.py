from enum import StrEnum

class BadassForcePowerEventMode(StrEnum):
    COOL = "cool"
    VENGEANCE = "vengeance"

    def __str__(self) -> str:
        return str(self.value)
