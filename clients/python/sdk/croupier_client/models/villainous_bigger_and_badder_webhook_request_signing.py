from enum import StrEnum

class VillainousBiggerAndBadderWebhookRequestSigning(StrEnum):
    APP = "app"
    MATCH = "match"

    def __str__(self) -> str:
        return str(self.value)
