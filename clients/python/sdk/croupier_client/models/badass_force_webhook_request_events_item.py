from enum import StrEnum

class BadassForceWebhookRequestEventsItem(StrEnum):
    ANNOUNCED = "announced"
    ANSWERED = "answered"
    ARMOURY = "armoury"
    BONUS = "bonus"
    BULLETPROOF = "bulletproof"
    CHANGED_CHARACTER = "changed_character"
    CHANGED_WEAPON = "changed_weapon"
    CHARGES = "charges"
    CHOSE = "chose"
    EXECUTED = "executed"
    EXPLODED = "exploded"
    GAME_OVER = "game_over"
    KILLED = "killed"
    MATCH_FINISHED = "match_finished"
    MATCH_STARTED = "match_started"
    POWER = "power"
    RESIGNED = "resigned"
    REVEALED = "revealed"
    SEAT_CONTROL = "seat_control"
    SEAT_SETTINGS = "seat_settings"
    SET_UP = "set_up"
    TIMEOUT = "timeout"
    TURN = "turn"
    VENGEANCE = "vengeance"
    WINDOW_CLOSED = "window_closed"

    def __str__(self) -> str:
        return str(self.value)
