"""Typed rule errors. Each carries a stable machine code that the API maps to HTTP."""

from __future__ import annotations

from typing import Any


class RuleError(Exception):
    """Base of every error the engine raises for a refused request."""

    code = "rule_error"

    def __init__(self, message: str, **details: Any) -> None:
        super().__init__(message)
        self.message = message
        self.details = details


class UnknownGame(RuleError):
    code = "unknown_game"


class InvalidOptions(RuleError):
    code = "invalid_options"


class InvalidSeats(RuleError):
    code = "invalid_seats"


class MatchFinished(RuleError):
    code = "match_finished"


class NotYourTurn(RuleError):
    code = "not_your_turn"


class IllegalAction(RuleError):
    code = "illegal_action"


class SystemPending(RuleError):
    """The system must resolve something first (a deadline passed, a rule is due)."""

    code = "system_pending"


class UnknownStrategy(RuleError):
    code = "unknown_strategy"


class ControlChangesExhausted(RuleError):
    """A seat changed hands as often as a match allows (``match.MAX_CONTROL_CHANGES``)."""

    code = "control_changes_exhausted"


class InvalidSettings(RuleError):
    """A seat setting the game does not offer, or a value it does not take."""

    code = "invalid_settings"


class SettingChangesExhausted(RuleError):
    """A seat changed its settings as often as a match allows (``match.MAX_SETTING_CHANGES``)."""

    code = "setting_changes_exhausted"
