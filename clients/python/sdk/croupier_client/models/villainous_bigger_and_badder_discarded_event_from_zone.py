from enum import StrEnum

class VillainousBiggerAndBadderDiscardedEventFromZone(StrEnum):
    HAND = "hand"
    REALM = "realm"

    def __str__(self) -> str:
        return str(self.value)
