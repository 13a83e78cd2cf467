from enum import StrEnum

class RevengeOfTheBMovieWebhookRequestEventsItem(StrEnum):
    ADDED = "added"
    DEALT = "dealt"
    DISCARDED = "discarded"
    END_TURN = "end_turn"
    FIRST_DEALER = "first_dealer"
    FORFEIT = "forfeit"
    GAME_OVER = "game_over"
    MATCH_FINISHED = "match_finished"
    MATCH_STARTED = "match_started"
    REARRANGED = "rearranged"
    RESHUFFLED = "reshuffled"
    RESIGNED = "resigned"
    ROUND = "round"
    SALE = "sale"
    SEAT_CONTROL = "seat_control"
    SELLING = "selling"
    STARTED = "started"
    TIMEOUT = "timeout"
    TRASHED = "trashed"
    WRAPPED = "wrapped"

    def __str__(self) -> str:
        return str(self.value)
