from enum import StrEnum

class VillainousBiggerAndBadderMatchOptionsOnTimeout(StrEnum):
    BOT = "bot"
    BOT_TURN = "bot_turn"
    FORFEIT = "forfeit"

    def __str__(self) -> str:
        return str(self.value)
