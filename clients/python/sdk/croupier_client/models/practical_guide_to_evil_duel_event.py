from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="PracticalGuideToEvilDuelEvent")



@_attrs_define
class PracticalGuideToEvilDuelEvent:
    """ A Practical Guide to Evil: the duel event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['duel']):
            champion (str): The Named of the seat that played the Duel.
            target (str): The opposing Named.
            strengths (list[int]): The champion's strength, then the target's.
     """

    id: int
    version: int
    type_: Literal['duel']
    champion: str
    target: str
    strengths: list[int]





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        type_ = self.type_

        champion = self.champion

        target = self.target

        strengths = self.strengths




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "type": type_,
            "champion": champion,
            "target": target,
            "strengths": strengths,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        type_ = cast(Literal['duel'] , d.pop("type"))
        if type_ != 'duel':
            raise ValueError(f"type must match const 'duel', got '{type_}'")

        champion = d.pop("champion")

        target = d.pop("target")

        strengths = cast(list[int], d.pop("strengths"))


        practical_guide_to_evil_duel_event = cls(
            id=id,
            version=version,
            type_=type_,
            champion=champion,
            target=target,
            strengths=strengths,
        )

        return practical_guide_to_evil_duel_event

