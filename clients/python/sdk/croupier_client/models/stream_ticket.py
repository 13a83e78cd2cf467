from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="StreamTicket")



@_attrs_define
class StreamTicket:
    """ 
        Attributes:
            ticket (str): Single use.
            expires_in (int): Seconds it is valid.
            stream (str): The stream's path with the ticket in it.
     """

    ticket: str
    expires_in: int
    stream: str





    def to_dict(self) -> dict[str, Any]:
        ticket = self.ticket

        expires_in = self.expires_in

        stream = self.stream


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ticket": ticket,
            "expires_in": expires_in,
            "stream": stream,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ticket = d.pop("ticket")

        expires_in = d.pop("expires_in")

        stream = d.pop("stream")

        stream_ticket = cls(
            ticket=ticket,
            expires_in=expires_in,
            stream=stream,
        )

        return stream_ticket

