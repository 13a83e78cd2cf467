from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.badass_force_killed_event_cause import BadassForceKilledEventCause
from ..models.badass_force_killed_event_from import BadassForceKilledEventFrom
from typing import Literal, cast






T = TypeVar("T", bound="BadassForceKilledEvent")



@_attrs_define
class BadassForceKilledEvent:
    """ Badass Force: Édition VHS: the killed event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['killed']):
            seat (int): Whose character died.
            character (str): The dead character, now face up.
            from_ (BadassForceKilledEventFrom): The active character, or one taken at random from the hand.
            by (int): The player responsible: it scores.
            cause (BadassForceKilledEventCause): How.
            points (int): The points it scored for it.
            score (int): Points on the Badassometer.
     """

    id: int
    version: int
    type_: Literal['killed']
    seat: int
    character: str
    from_: BadassForceKilledEventFrom
    by: int
    cause: BadassForceKilledEventCause
    points: int
    score: int





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        type_ = self.type_

        seat = self.seat

        character = self.character

        from_ = self.from_.value

        by = self.by

        cause = self.cause.value

        points = self.points

        score = self.score


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "type": type_,
            "seat": seat,
            "character": character,
            "from": from_,
            "by": by,
            "cause": cause,
            "points": points,
            "score": score,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        type_ = cast(Literal['killed'] , d.pop("type"))
        if type_ != 'killed':
            raise ValueError(f"type must match const 'killed', got '{type_}'")

        seat = d.pop("seat")

        character = d.pop("character")

        from_ = BadassForceKilledEventFrom(d.pop("from"))




        by = d.pop("by")

        cause = BadassForceKilledEventCause(d.pop("cause"))




        points = d.pop("points")

        score = d.pop("score")

        badass_force_killed_event = cls(
            id=id,
            version=version,
            type_=type_,
            seat=seat,
            character=character,
            from_=from_,
            by=by,
            cause=cause,
            points=points,
            score=score,
        )

        return badass_force_killed_event

