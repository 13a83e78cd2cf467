from enum import StrEnum

class VillainousBiggerAndBadderTableRealmsItemLocationsItemActionsItemSymbol(StrEnum):
    ACTIVATE = "activate"
    DISCARD_CARDS = "discard_cards"
    FATE = "fate"
    GAIN_POWER_1 = "gain_power_1"
    GAIN_POWER_2 = "gain_power_2"
    GAIN_POWER_3 = "gain_power_3"
    MOVE_HERO = "move_hero"
    MOVE_ITEM_OR_ALLY = "move_item_or_ally"
    PLAY_CARD = "play_card"
    VANQUISH = "vanquish"

    def __str__(self) -> str:
        return str(self.value)
