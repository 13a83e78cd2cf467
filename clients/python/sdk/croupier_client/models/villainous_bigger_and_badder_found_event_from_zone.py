from enum import StrEnum

class VillainousBiggerAndBadderFoundEventFromZone(StrEnum):
    DECK = "deck"
    DISCARD = "discard"
    REALM = "realm"

    def __str__(self) -> str:
        return str(self.value)
