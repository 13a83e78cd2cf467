from enum import StrEnum

class SeatControlStrategy(StrEnum):
    HEURISTIC = "heuristic"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
