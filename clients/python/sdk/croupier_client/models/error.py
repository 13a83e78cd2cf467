from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.error_details import ErrorDetails





T = TypeVar("T", bound="Error")



@_attrs_define
class Error:
    """ 
        Attributes:
            code (str): Stable machine code.
            message (str):
            details (ErrorDetails): Code-specific details.
     """

    code: str
    message: str
    details: ErrorDetails





    def to_dict(self) -> dict[str, Any]:
        from ..models.error_details import ErrorDetails # noqa: PLC0415
        code = self.code

        message = self.message

        details = self.details.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "message": message,
            "details": details,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.error_details import ErrorDetails # noqa: PLC0415
        d = dict(src_dict)
        code = d.pop("code")

        message = d.pop("message")

        details = ErrorDetails.from_dict(d.pop("details"))




        error = cls(
            code=code,
            message=message,
            details=details,
        )

        return error

