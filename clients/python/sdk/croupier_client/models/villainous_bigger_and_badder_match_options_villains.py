from enum import StrEnum

class VillainousBiggerAndBadderMatchOptionsVillains(StrEnum):
    LOTSO = "lotso"
    LOTSOMADAME_MIM = "lotso,madame_mim"
    LOTSOMADAME_MIMSYNDROME = "lotso,madame_mim,syndrome"
    LOTSOSYNDROME = "lotso,syndrome"
    LOTSOSYNDROMEMADAME_MIM = "lotso,syndrome,madame_mim"
    MADAME_MIM = "madame_mim"
    MADAME_MIMLOTSO = "madame_mim,lotso"
    MADAME_MIMLOTSOSYNDROME = "madame_mim,lotso,syndrome"
    MADAME_MIMSYNDROME = "madame_mim,syndrome"
    MADAME_MIMSYNDROMELOTSO = "madame_mim,syndrome,lotso"
    RANDOM = "random"
    SYNDROME = "syndrome"
    SYNDROMELOTSO = "syndrome,lotso"
    SYNDROMELOTSOMADAME_MIM = "syndrome,lotso,madame_mim"
    SYNDROMEMADAME_MIM = "syndrome,madame_mim"
    SYNDROMEMADAME_MIMLOTSO = "syndrome,madame_mim,lotso"

    def __str__(self) -> str:
        return str(self.value)
