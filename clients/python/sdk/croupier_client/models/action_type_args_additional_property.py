from enum import StrEnum

class ActionTypeArgsAdditionalProperty(StrEnum):
    ARRAY = "array"
    INTEGER = "integer"
    STRING = "string"

    def __str__(self) -> str:
        return str(self.value)
