from enum import StrEnum

class VillainousBiggerAndBadderTableStackItemType0Kind(StrEnum):
    WINDOW = "window"

    def __str__(self) -> str:
        return str(self.value)
