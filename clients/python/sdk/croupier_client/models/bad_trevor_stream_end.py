from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bad_trevor_stream_end_status import BadTrevorStreamEndStatus
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.bad_trevor_outcome import BadTrevorOutcome





T = TypeVar("T", bound="BadTrevorStreamEnd")



@_attrs_define
class BadTrevorStreamEnd:
    """ Bad Trevor: a stream's end message: the match is over.

        Attributes:
            game (Literal['bad-trevor']):
            version (int):
            status (BadTrevorStreamEndStatus):
            outcome (BadTrevorOutcome): How the match ended: first out wins; the one left holding Bad Trevor (or a seat that
                forfeited) loses.
     """

    game: Literal['bad-trevor']
    version: int
    status: BadTrevorStreamEndStatus
    outcome: BadTrevorOutcome





    def to_dict(self) -> dict[str, Any]:
        from ..models.bad_trevor_outcome import BadTrevorOutcome # noqa: PLC0415
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
        from ..models.bad_trevor_outcome import BadTrevorOutcome # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['bad-trevor'] , d.pop("game"))
        if game != 'bad-trevor':
            raise ValueError(f"game must match const 'bad-trevor', got '{game}'")

        version = d.pop("version")

        status = BadTrevorStreamEndStatus(d.pop("status"))




        outcome = BadTrevorOutcome.from_dict(d.pop("outcome"))




        bad_trevor_stream_end = cls(
            game=game,
            version=version,
            status=status,
            outcome=outcome,
        )

        return bad_trevor_stream_end

