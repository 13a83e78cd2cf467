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





T = TypeVar("T", bound="PracticalGuideToEvilDuelEvent")



@_attrs_define
class PracticalGuideToEvilDuelEvent:
    """ A Practical Guide to Evil: the duel event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['duel']):
            champion (str): The Named of the seat that played the Duel.
            defender (str): The opposing Named.
            strengths (list[int]): The champion's strength, then the defender's.
     """

    id: int
    version: int
    text: Words
    type_: Literal['duel']
    champion: str
    defender: str
    strengths: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        champion = self.champion

        defender = self.defender

        strengths = self.strengths




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "champion": champion,
            "defender": defender,
            "strengths": strengths,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['duel'] , d.pop("type"))
        if type_ != 'duel':
            raise ValueError(f"type must match const 'duel', got '{type_}'")

        champion = d.pop("champion")

        defender = d.pop("defender")

        strengths = cast(list[int], d.pop("strengths"))


        practical_guide_to_evil_duel_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            champion=champion,
            defender=defender,
            strengths=strengths,
        )

        return practical_guide_to_evil_duel_event

