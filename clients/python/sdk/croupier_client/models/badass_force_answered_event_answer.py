from enum import StrEnum

class BadassForceAnsweredEventAnswer(StrEnum):
    DENOUNCE = "denounce"
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
