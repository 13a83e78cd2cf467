from enum import StrEnum

class BadTrevorMatchStartedEventSeedSource(StrEnum):
    CREATOR = "creator"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
