from enum import StrEnum

class SeatRequestStrategy(StrEnum):
    HEURISTIC = "heuristic"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
