from enum import StrEnum

class VillainousBiggerAndBadderMatchFinishedEventOutcomeReason(StrEnum):
    FORFEIT = "forfeit"
    OBJECTIVE = "objective"
    ROUND_CAP = "round_cap"

    def __str__(self) -> str:
        return str(self.value)
