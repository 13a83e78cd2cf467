from enum import StrEnum

class SeatSettingsChangesConditions(StrEnum):
    ASK = "ask"
    AUTO = "auto"

    def __str__(self) -> str:
        return str(self.value)
