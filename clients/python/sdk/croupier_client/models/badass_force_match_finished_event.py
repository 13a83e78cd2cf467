from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.badass_force_match_finished_event_outcome import BadassForceMatchFinishedEventOutcome
  from ..models.words import Words





T = TypeVar("T", bound="BadassForceMatchFinishedEvent")



@_attrs_define
class BadassForceMatchFinishedEvent:
    """ Badass Force: Édition VHS: the match_finished event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['match_finished']):
            outcome (BadassForceMatchFinishedEventOutcome):
            seed (int): The shuffle seed, revealed.
            salt (str): The commitment's salt, revealed.
     """

    id: int
    version: int
    text: Words
    type_: Literal['match_finished']
    outcome: BadassForceMatchFinishedEventOutcome
    seed: int
    salt: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.badass_force_match_finished_event_outcome import BadassForceMatchFinishedEventOutcome # noqa: PLC0415
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        outcome = self.outcome.to_dict()

        seed = self.seed

        salt = self.salt


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "outcome": outcome,
            "seed": seed,
            "salt": salt,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.badass_force_match_finished_event_outcome import BadassForceMatchFinishedEventOutcome # noqa: PLC0415
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['match_finished'] , d.pop("type"))
        if type_ != 'match_finished':
            raise ValueError(f"type must match const 'match_finished', got '{type_}'")

        outcome = BadassForceMatchFinishedEventOutcome.from_dict(d.pop("outcome"))




        seed = d.pop("seed")

        salt = d.pop("salt")

        badass_force_match_finished_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            outcome=outcome,
            seed=seed,
            salt=salt,
        )

        return badass_force_match_finished_event

