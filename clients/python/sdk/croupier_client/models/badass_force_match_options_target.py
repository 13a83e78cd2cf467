from enum import IntEnum

class BadassForceMatchOptionsTarget(IntEnum):
    VALUE_12 = 12
    VALUE_16 = 16
    VALUE_20 = 20
    VALUE_30 = 30
    VALUE_50 = 50

    def __str__(self) -> str:
        return str(self.value)
