from enum import StrEnum

class TicketWebhookStatus(StrEnum):
    DELIVERED = "delivered"
    FAILING = "failing"
    GAVE_UP = "gave_up"
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
