from enum import StrEnum

class TicketWebhookDeliveryTicketStatus(StrEnum):
    CANCELLED = "cancelled"
    EXPIRED = "expired"
    MATCHED = "matched"

    def __str__(self) -> str:
        return str(self.value)
