from enum import StrEnum

class WebhookCreatedSigning(StrEnum):
    APP = "app"
    MATCH = "match"
    SETTING = "setting"

    def __str__(self) -> str:
        return str(self.value)
