from enum import StrEnum

class PracticalGuideToEvilTablePlayAdditionalPropertySideType1(StrEnum):
    HERO = "hero"
    VILLAIN = "villain"

    def __str__(self) -> str:
        return str(self.value)
