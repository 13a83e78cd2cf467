from enum import StrEnum

class RevengeOfTheBMovieActionListReason(StrEnum):
    FINISHED = "finished"
    NOT_STARTED = "not_started"
    NOT_YOUR_DECISION = "not_your_decision"
    SPECTATOR = "spectator"

    def __str__(self) -> str:
        return str(self.value)
