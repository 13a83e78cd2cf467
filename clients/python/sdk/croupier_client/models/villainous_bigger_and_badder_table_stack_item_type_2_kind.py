from enum import StrEnum

class VillainousBiggerAndBadderTableStackItemType2Kind(StrEnum):
    THEN = "then"

    def __str__(self) -> str:
        return str(self.value)
