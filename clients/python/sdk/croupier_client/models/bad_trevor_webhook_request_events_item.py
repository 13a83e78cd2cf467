from enum import StrEnum

class BadTrevorWebhookRequestEventsItem(StrEnum):
    ATTACK = "attack"
    CARRY_ON = "carry_on"
    DEMAND = "demand"
    EFFECT = "effect"
    FORFEIT = "forfeit"
    HAND_OFF = "hand_off"
    KEVIN = "kevin"
    KEVIN_FUMBLED = "kevin_fumbled"
    LAID = "laid"
    LEFT_HOLDING_TREVOR = "left_holding_trevor"
    LOOKOUT = "lookout"
    MATCH_FINISHED = "match_finished"
    MATCH_STARTED = "match_started"
    NO_EFFECT = "no_effect"
    OUT = "out"
    PAYBACK = "payback"
    PICKED = "picked"
    PLAY_BEGINS = "play_begins"
    READY = "ready"
    RESCUED = "rescued"
    RESIGNED = "resigned"
    REVERSE = "reverse"
    SEAT_CONTROL = "seat_control"
    SEAT_SETTINGS = "seat_settings"
    TIMEOUT = "timeout"
    TURN = "turn"
    WINDOW_CLOSED = "window_closed"
    WINDOW_PASSED = "window_passed"

    def __str__(self) -> str:
        return str(self.value)
