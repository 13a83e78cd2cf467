from enum import StrEnum

class RevengeOfTheBMovieWebhookRequestSigning(StrEnum):
    APP = "app"
    MATCH = "match"

    def __str__(self) -> str:
        return str(self.value)
