from enum import StrEnum

class BadTrevorNoEffectEventEffect(StrEnum):
    DEAD_WEIGHT = "dead_weight"
    HAND_OFF = "hand_off"
    LOOKOUT = "lookout"
    MISS_TURN = "miss_turn"
    PAYBACK = "payback"
    QUAGMIRE = "quagmire"
    QUICK_STRIKE = "quick_strike"
    SPOTLIGHT = "spotlight"

    def __str__(self) -> str:
        return str(self.value)
