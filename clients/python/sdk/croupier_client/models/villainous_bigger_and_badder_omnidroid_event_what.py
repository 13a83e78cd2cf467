from enum import StrEnum

class VillainousBiggerAndBadderOmnidroidEventWhat(StrEnum):
    BUILT = "built"
    REMOVED = "removed"

    def __str__(self) -> str:
        return str(self.value)
