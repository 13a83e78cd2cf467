from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.stream_end_status import StreamEndStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.stream_end_outcome import StreamEndOutcome





T = TypeVar("T", bound="StreamEnd")



@_attrs_define
class StreamEnd:
    """ 
        Attributes:
            version (int):
            status (StreamEndStatus):
            outcome (StreamEndOutcome):
     """

    version: int
    status: StreamEndStatus
    outcome: StreamEndOutcome





    def to_dict(self) -> dict[str, Any]:
        from ..models.stream_end_outcome import StreamEndOutcome # noqa: PLC0415
        version = self.version

        status = self.status.value

        outcome = self.outcome.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "version": version,
            "status": status,
            "outcome": outcome,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.stream_end_outcome import StreamEndOutcome # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        status = StreamEndStatus(d.pop("status"))




        outcome = StreamEndOutcome.from_dict(d.pop("outcome"))




        stream_end = cls(
            version=version,
            status=status,
            outcome=outcome,
        )

        return stream_end

