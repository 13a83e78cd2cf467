from enum import StrEnum

class BadassForceGameOverEventReason(StrEnum):
    FORFEIT = "forfeit"
    ROUND_CAP = "round_cap"
    TARGET = "target"

    def __str__(self) -> str:
        return str(self.value)
