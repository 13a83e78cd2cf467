from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="BadassForceTableAnnouncementType0")



@_attrs_define
class BadassForceTableAnnouncementType0:
    """ The open announcement; null when no denounce window is open.

        Attributes:
            seat (int): The announcer.
            character (str): The character announced ("I am ...").
            instance (int): The announcement's number in the match (the window's instance).
            answered (list[int]): The seats that have answered; how is sealed until it closes.
     """

    seat: int
    character: str
    instance: int
    answered: list[int]





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        character = self.character

        instance = self.instance

        answered = self.answered




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "character": character,
            "instance": instance,
            "answered": answered,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        character = d.pop("character")

        instance = d.pop("instance")

        answered = cast(list[int], d.pop("answered"))


        badass_force_table_announcement_type_0 = cls(
            seat=seat,
            character=character,
            instance=instance,
            answered=answered,
        )

        return badass_force_table_announcement_type_0

