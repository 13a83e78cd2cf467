from enum import StrEnum

class RevengeOfTheBMovieGameOverEventWinner(StrEnum):
    FIRST = "first"
    RICHEST = "richest"

    def __str__(self) -> str:
        return str(self.value)
