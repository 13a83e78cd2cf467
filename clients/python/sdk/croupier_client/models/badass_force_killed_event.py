from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.badass_force_killed_event_cause import BadassForceKilledEventCause
from ..models.badass_force_killed_event_from_zone import BadassForceKilledEventFromZone
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="BadassForceKilledEvent")



@_attrs_define
class BadassForceKilledEvent:
    """ Badass Force: Édition VHS: the killed event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['killed']):
            seat (int): The player responsible: it scores the points.
            target (int): Whose character died.
            character (str): The dead character, now face up.
            from_zone (BadassForceKilledEventFromZone): Where it died: the target's active character, or one taken at random
                from its hand.
            cause (BadassForceKilledEventCause): How.
            points (int): The points it scored for it.
            score (int): The responsible player's score after it.
     """

    id: int
    version: int
    text: Words
    type_: Literal['killed']
    seat: int
    target: int
    character: str
    from_zone: BadassForceKilledEventFromZone
    cause: BadassForceKilledEventCause
    points: int
    score: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        target = self.target

        character = self.character

        from_zone = self.from_zone.value

        cause = self.cause.value

        points = self.points

        score = self.score


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "target": target,
            "character": character,
            "from_zone": from_zone,
            "cause": cause,
            "points": points,
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




        type_ = cast(Literal['killed'] , d.pop("type"))
        if type_ != 'killed':
            raise ValueError(f"type must match const 'killed', got '{type_}'")

        seat = d.pop("seat")

        target = d.pop("target")

        character = d.pop("character")

        from_zone = BadassForceKilledEventFromZone(d.pop("from_zone"))




        cause = BadassForceKilledEventCause(d.pop("cause"))




        points = d.pop("points")

        score = d.pop("score")

        badass_force_killed_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            target=target,
            character=character,
            from_zone=from_zone,
            cause=cause,
            points=points,
            score=score,
        )

        return badass_force_killed_event

