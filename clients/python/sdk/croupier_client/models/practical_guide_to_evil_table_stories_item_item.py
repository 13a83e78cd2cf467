from enum import StrEnum

class PracticalGuideToEvilTableStoriesItemItem(StrEnum):
    ARTHURIAN = "arthurian"
    BAND_GATHERS = "band_gathers"
    CORRUPTION = "corruption"
    EVIL_ON_EVIL = "evil_on_evil"
    INTO_A_NAME = "into_a_name"
    MONSTER = "monster"
    REDEMPTION = "redemption"
    RULE_OF_THREE = "rule_of_three"

    def __str__(self) -> str:
        return str(self.value)
