from enum import StrEnum

class PracticalGuideToEvilControlEventSide(StrEnum):
    HERO = "hero"
    VILLAIN = "villain"

    def __str__(self) -> str:
        return str(self.value)
