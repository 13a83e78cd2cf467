from enum import StrEnum

class BadassForceChangedWeaponEventWhy(StrEnum):
    EXECUTE = "execute"
    EXPLOSION = "explosion"
    SWAP = "swap"

    def __str__(self) -> str:
        return str(self.value)
