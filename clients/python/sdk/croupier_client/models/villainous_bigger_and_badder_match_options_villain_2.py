from enum import StrEnum

class VillainousBiggerAndBadderMatchOptionsVillain2(StrEnum):
    LOTSO = "lotso"
    MADAME_MIM = "madame_mim"
    RANDOM = "random"
    SYNDROME = "syndrome"

    def __str__(self) -> str:
        return str(self.value)
