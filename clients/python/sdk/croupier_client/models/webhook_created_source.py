from enum import StrEnum

class WebhookCreatedSource(StrEnum):
    REQUEST = "request"
    SETTING = "setting"

    def __str__(self) -> str:
        return str(self.value)
