from enum import StrEnum

class BadassForceTablePlayersItemMode(StrEnum):
    COOL = "cool"
    VENGEANCE = "vengeance"

    def __str__(self) -> str:
        return str(self.value)
