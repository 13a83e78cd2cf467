from enum import StrEnum

class VillainousBiggerAndBadderSeatRequestStrategy(StrEnum):
    HEURISTIC = "heuristic"
    ISMCTS = "ismcts"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
