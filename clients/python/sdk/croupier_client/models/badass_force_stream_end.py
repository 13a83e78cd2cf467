from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.badass_force_stream_end_status import BadassForceStreamEndStatus
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.badass_force_outcome import BadassForceOutcome





T = TypeVar("T", bound="BadassForceStreamEnd")



@_attrs_define
class BadassForceStreamEnd:
    """ Badass Force: Édition VHS: a stream's end message: the match is over.

        Attributes:
            game (Literal['badass-force']):
            version (int):
            status (BadassForceStreamEndStatus):
            outcome (BadassForceOutcome): Badass Force: Édition VHS: the end.
     """

    game: Literal['badass-force']
    version: int
    status: BadassForceStreamEndStatus
    outcome: BadassForceOutcome





    def to_dict(self) -> dict[str, Any]:
        from ..models.badass_force_outcome import BadassForceOutcome # noqa: PLC0415
        game = self.game

        version = self.version

        status = self.status.value

        outcome = self.outcome.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "version": version,
            "status": status,
            "outcome": outcome,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.badass_force_outcome import BadassForceOutcome # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['badass-force'] , d.pop("game"))
        if game != 'badass-force':
            raise ValueError(f"game must match const 'badass-force', got '{game}'")

        version = d.pop("version")

        status = BadassForceStreamEndStatus(d.pop("status"))




        outcome = BadassForceOutcome.from_dict(d.pop("outcome"))




        badass_force_stream_end = cls(
            game=game,
            version=version,
            status=status,
            outcome=outcome,
        )

        return badass_force_stream_end

