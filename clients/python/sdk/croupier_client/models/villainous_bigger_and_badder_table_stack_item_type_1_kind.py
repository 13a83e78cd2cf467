from enum import StrEnum

class VillainousBiggerAndBadderTableStackItemType1Kind(StrEnum):
    CHOICE = "choice"

    def __str__(self) -> str:
        return str(self.value)
