from enum import StrEnum

class PracticalGuideToEvilTableTriggersItemRule(StrEnum):
    RULE_OF_THREE = "rule_of_three"

    def __str__(self) -> str:
        return str(self.value)
