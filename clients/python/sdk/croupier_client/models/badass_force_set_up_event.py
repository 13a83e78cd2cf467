from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast as typing_cast
from typing import Literal, cast as typing_cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="BadassForceSetUpEvent")



@_attrs_define
class BadassForceSetUpEvent:
    """ Badass Force: Édition VHS: the set_up event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['set_up']):
            cast (list[str]): The seven characters dealt to every seat.
            first (int): The first player (drawn by the seed).
            weapons (list[str]): Each seat's weapon, face up, by seat.
            centre (list[str]): The three weapons in the centre.
            loge (str | Unset): Your Loge, set aside at random. Only in that seat's own event.
     """

    id: int
    version: int
    text: Words
    type_: Literal['set_up']
    cast: list[str]
    first: int
    weapons: list[str]
    centre: list[str]
    loge: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        cast = self.cast



        first = self.first

        weapons = self.weapons



        centre = self.centre



        loge = self.loge


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "cast": cast,
            "first": first,
            "weapons": weapons,
            "centre": centre,
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




        type_ = typing_cast(Literal['set_up'] , d.pop("type"))
        if type_ != 'set_up':
            raise ValueError(f"type must match const 'set_up', got '{type_}'")

        cast = typing_cast(list[str], d.pop("cast"))


        first = d.pop("first")

        weapons = typing_cast(list[str], d.pop("weapons"))


        centre = typing_cast(list[str], d.pop("centre"))


        loge = d.pop("loge", UNSET)

        badass_force_set_up_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            cast=cast,
            first=first,
            weapons=weapons,
            centre=centre,
            loge=loge,
        )

        return badass_force_set_up_event

