from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="BadassForceVengeanceEvent")



@_attrs_define
class BadassForceVengeanceEvent:
    """ Badass Force: Édition VHS: the vengeance event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['vengeance']):
            seat (int): The player down to one character: now in Vengeance mode, every card back in hand, a new Loge set
                aside at random.
            loge (str | Unset): The new Loge. Only in that seat's own event.
     """

    id: int
    version: int
    text: Words
    type_: Literal['vengeance']
    seat: int
    loge: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        loge = self.loge


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
        })
        if loge is not UNSET:
            field_dict["loge"] = loge

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['vengeance'] , d.pop("type"))
        if type_ != 'vengeance':
            raise ValueError(f"type must match const 'vengeance', got '{type_}'")

        seat = d.pop("seat")

        loge = d.pop("loge", UNSET)

        badass_force_vengeance_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            loge=loge,
        )

        return badass_force_vengeance_event

