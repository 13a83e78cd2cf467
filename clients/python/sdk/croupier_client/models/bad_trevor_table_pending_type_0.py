from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="BadTrevorTablePendingType0")



@_attrs_define
class BadTrevorTablePendingType0:
    """ What the table waits on (step payback): the attacker who owes the picker a card; null otherwise.

        Attributes:
            from_seat (int): The attacker who must give the picker a card of theirs (payback).
     """

    from_seat: int





    def to_dict(self) -> dict[str, Any]:
        from_seat = self.from_seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "from_seat": from_seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_seat = d.pop("from_seat")

        bad_trevor_table_pending_type_0 = cls(
            from_seat=from_seat,
        )

        return bad_trevor_table_pending_type_0

