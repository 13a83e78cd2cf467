from enum import StrEnum

class RevengeOfTheBMovieViewSeedSource(StrEnum):
    CREATOR = "creator"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
