from enum import StrEnum

class VillainousBiggerAndBadderViewSeedSource(StrEnum):
    CREATOR = "creator"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
