from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BadassForceChargesEvent")



@_attrs_define
class BadassForceChargesEvent:
    """ Badass Force: Édition VHS: the charges event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['charges']):
            charges (list[int]): Every seat's charge, by seat.
     """

    id: int
    version: int
    type_: Literal['charges']
    charges: list[int]





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        type_ = self.type_

        charges = self.charges




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "type": type_,
            "charges": charges,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        type_ = cast(Literal['charges'] , d.pop("type"))
        if type_ != 'charges':
            raise ValueError(f"type must match const 'charges', got '{type_}'")

        charges = cast(list[int], d.pop("charges"))


        badass_force_charges_event = cls(
            id=id,
            version=version,
            type_=type_,
            charges=charges,
        )

        return badass_force_charges_event

