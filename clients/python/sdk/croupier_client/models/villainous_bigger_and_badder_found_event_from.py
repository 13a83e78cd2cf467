from enum import StrEnum

class VillainousBiggerAndBadderFoundEventFrom(StrEnum):
    DECK = "deck"
    DISCARD = "discard"
    REALM = "realm"

    def __str__(self) -> str:
        return str(self.value)
