from enum import StrEnum

class WebhookSigning(StrEnum):
    APP = "app"
    MATCH = "match"
    SETTING = "setting"

    def __str__(self) -> str:
        return str(self.value)
