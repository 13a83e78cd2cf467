from enum import StrEnum

class BadassForceViewSeedSource(StrEnum):
    CREATOR = "creator"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
