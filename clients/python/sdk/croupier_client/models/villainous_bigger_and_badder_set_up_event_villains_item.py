from enum import StrEnum

class VillainousBiggerAndBadderSetUpEventVillainsItem(StrEnum):
    LOTSO = "lotso"
    MADAME_MIM = "madame_mim"
    SYNDROME = "syndrome"

    def __str__(self) -> str:
        return str(self.value)
