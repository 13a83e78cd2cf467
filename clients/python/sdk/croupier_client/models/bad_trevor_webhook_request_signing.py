from enum import StrEnum

class BadTrevorWebhookRequestSigning(StrEnum):
    APP = "app"
    MATCH = "match"

    def __str__(self) -> str:
        return str(self.value)
