from enum import StrEnum

class BadassForceWebhookRequestSigning(StrEnum):
    APP = "app"
    MATCH = "match"

    def __str__(self) -> str:
        return str(self.value)
