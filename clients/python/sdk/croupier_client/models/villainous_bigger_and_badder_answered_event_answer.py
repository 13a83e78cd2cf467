from enum import StrEnum

class VillainousBiggerAndBadderAnsweredEventAnswer(StrEnum):
    CONDITION = "condition"
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
