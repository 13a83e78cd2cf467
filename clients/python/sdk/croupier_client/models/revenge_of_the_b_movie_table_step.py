from enum import StrEnum

class RevengeOfTheBMovieTableStep(StrEnum):
    ACT = "act"
    KEEP = "keep"
    OVER = "over"
    WRAP = "wrap"

    def __str__(self) -> str:
        return str(self.value)
