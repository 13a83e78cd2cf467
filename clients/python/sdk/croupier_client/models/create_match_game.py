from enum import StrEnum

class CreateMatchGame(StrEnum):
    BAD_TREVOR = "bad-trevor"

    def __str__(self) -> str:
        return str(self.value)
