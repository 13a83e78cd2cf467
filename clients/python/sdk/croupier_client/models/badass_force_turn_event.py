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





T = TypeVar("T", bound="BadassForceTurnEvent")



@_attrs_define
class BadassForceTurnEvent:
    """ Badass Force: Édition VHS: the turn event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['turn']):
            seat (int): The active player.
            round_ (int): The round.
            bonus (int): 1: a Cool player's point while anyone is in Vengeance.
            charge (int): Its weapon's charge after this turn's charge.
            score (int): Points on the Badassometer.
     """

    id: int
    version: int
    text: Words
    type_: Literal['turn']
    seat: int
    round_: int
    bonus: int
    charge: int
    score: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        round_ = self.round_

        bonus = self.bonus

        charge = self.charge

        score = self.score


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "round": round_,
            "bonus": bonus,
            "charge": charge,
            "score": score,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['turn'] , d.pop("type"))
        if type_ != 'turn':
            raise ValueError(f"type must match const 'turn', got '{type_}'")

        seat = d.pop("seat")

        round_ = d.pop("round")

        bonus = d.pop("bonus")

        charge = d.pop("charge")

        score = d.pop("score")

        badass_force_turn_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            round_=round_,
            bonus=bonus,
            charge=charge,
            score=score,
        )

        return badass_force_turn_event

