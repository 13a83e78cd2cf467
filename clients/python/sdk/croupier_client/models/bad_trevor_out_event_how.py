from enum import StrEnum

class BadTrevorOutEventHow(StrEnum):
    ATTACK_TAKEN = "attack_taken"
    DEAD_WEIGHT = "dead_weight"
    DEMANDED = "demanded"
    HAND_OFF = "hand_off"
    KEVIN = "kevin"
    PAYBACK = "payback"
    RESCUED = "rescued"

    def __str__(self) -> str:
        return str(self.value)
