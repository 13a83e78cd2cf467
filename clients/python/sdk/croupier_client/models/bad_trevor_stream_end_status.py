from enum import StrEnum

class BadTrevorStreamEndStatus(StrEnum):
    FINISHED = "finished"

    def __str__(self) -> str:
        return str(self.value)
