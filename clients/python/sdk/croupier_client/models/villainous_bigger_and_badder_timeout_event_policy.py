from enum import StrEnum

class VillainousBiggerAndBadderTimeoutEventPolicy(StrEnum):
    BOT = "bot"
    BOT_TURN = "bot_turn"
    FORFEIT = "forfeit"
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
