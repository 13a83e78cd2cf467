from enum import StrEnum

class BadassForceTableStep(StrEnum):
    ACT = "act"
    DENOUNCE = "denounce"
    OVER = "over"
    RESOLVE = "resolve"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
