from enum import StrEnum

class WebhookStatus(StrEnum):
    ACTIVE = "active"
    FAILING = "failing"
    GAVE_UP = "gave_up"

    def __str__(self) -> str:
        return str(self.value)
