from enum import StrEnum

class BadTrevorPickedEventKind(StrEnum):
    CIVILIAN = "civilian"
    HERO = "hero"
    TREVOR = "trevor"
    VILLAIN = "villain"

    def __str__(self) -> str:
        return str(self.value)
