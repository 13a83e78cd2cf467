from enum import StrEnum

class BadTrevorTableStep(StrEnum):
    HAND_OFF = "hand_off"
    LAY = "lay"
    LOOKOUT = "lookout"
    MAIN = "main"
    OPENING = "opening"
    OVER = "over"
    PAYBACK = "payback"
    PICK = "pick"
    RESCUE_OPTION = "rescue_option"

    def __str__(self) -> str:
        return str(self.value)
