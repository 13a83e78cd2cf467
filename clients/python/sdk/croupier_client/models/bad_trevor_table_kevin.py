from enum import StrEnum

class BadTrevorTableKevin(StrEnum):
    DISCARD = "discard"
    MIDDLE = "middle"

    def __str__(self) -> str:
        return str(self.value)
