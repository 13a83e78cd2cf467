from enum import StrEnum

class VillainousBiggerAndBadderTableRealmsItemLocationsItemActionsItemRow(StrEnum):
    BOTTOM = "bottom"
    CARD = "card"
    TOP = "top"

    def __str__(self) -> str:
        return str(self.value)
