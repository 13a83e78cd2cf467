from enum import StrEnum

class VillainousBiggerAndBadderTableBuzzType0Side(StrEnum):
    DEMO_MODE = "demo_mode"
    GUARDIAN = "guardian"

    def __str__(self) -> str:
        return str(self.value)
