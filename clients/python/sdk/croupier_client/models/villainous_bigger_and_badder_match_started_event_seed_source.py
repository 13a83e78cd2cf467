from enum import StrEnum

class VillainousBiggerAndBadderMatchStartedEventSeedSource(StrEnum):
    CREATOR = "creator"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
