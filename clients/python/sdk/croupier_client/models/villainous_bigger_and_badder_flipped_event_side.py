from enum import StrEnum

class VillainousBiggerAndBadderFlippedEventSide(StrEnum):
    DEMO_MODE = "demo_mode"
    GUARDIAN = "guardian"

    def __str__(self) -> str:
        return str(self.value)
