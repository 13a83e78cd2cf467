from enum import StrEnum

class WebhookSource(StrEnum):
    REQUEST = "request"
    SETTING = "setting"

    def __str__(self) -> str:
        return str(self.value)
