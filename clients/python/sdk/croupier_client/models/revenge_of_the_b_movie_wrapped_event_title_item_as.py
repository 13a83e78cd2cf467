from enum import StrEnum

class RevengeOfTheBMovieWrappedEventTitleItemAs(StrEnum):
    CONNECTION = "connection"
    FINALE = "finale"
    INTRODUCTION = "introduction"
    MAKE_UP = "make-up"
    MONSTER = "monster"
    SPECIAL_FX = "special-fx"

    def __str__(self) -> str:
        return str(self.value)
