from enum import StrEnum

class BadassForceMatchStartedEventSeedSource(StrEnum):
    CREATOR = "creator"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
