from enum import StrEnum

class PracticalGuideToEvilTableUsedItem(StrEnum):
    ACTION = "action"
    STORY = "story"
    THING = "thing"

    def __str__(self) -> str:
        return str(self.value)
