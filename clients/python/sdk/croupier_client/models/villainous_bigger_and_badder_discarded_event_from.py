from enum import StrEnum

class VillainousBiggerAndBadderDiscardedEventFrom(StrEnum):
    HAND = "hand"
    REALM = "realm"

    def __str__(self) -> str:
        return str(self.value)
