from enum import StrEnum

class VillainousBiggerAndBadderTableReasonType1(StrEnum):
    FORFEIT = "forfeit"
    OBJECTIVE = "objective"
    ROUND_CAP = "round_cap"

    def __str__(self) -> str:
        return str(self.value)
