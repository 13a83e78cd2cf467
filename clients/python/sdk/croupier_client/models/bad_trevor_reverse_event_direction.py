from enum import StrEnum

class BadTrevorReverseEventDirection(StrEnum):
    CLOCKWISE = "clockwise"
    COUNTERCLOCKWISE = "counterclockwise"

    def __str__(self) -> str:
        return str(self.value)
