from enum import StrEnum

class RevengeOfTheBMovieStreamEndStatus(StrEnum):
    FINISHED = "finished"

    def __str__(self) -> str:
        return str(self.value)
