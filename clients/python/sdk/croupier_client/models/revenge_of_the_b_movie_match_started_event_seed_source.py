from enum import StrEnum

class RevengeOfTheBMovieMatchStartedEventSeedSource(StrEnum):
    CREATOR = "creator"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
