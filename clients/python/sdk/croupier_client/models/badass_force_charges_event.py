from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="BadassForceChargesEvent")



@_attrs_define
class BadassForceChargesEvent:
    """ Badass Force: Édition VHS: the charges event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['charges']):
            charges (list[int]): Every seat's charge, by seat.
     """

    id: int
    version: int
    text: Words
    type_: Literal['charges']
    charges: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        charges = self.charges




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "charges": charges,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['charges'] , d.pop("type"))
        if type_ != 'charges':
            raise ValueError(f"type must match const 'charges', got '{type_}'")

        charges = cast(list[int], d.pop("charges"))


        badass_force_charges_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            charges=charges,
        )

        return badass_force_charges_event

