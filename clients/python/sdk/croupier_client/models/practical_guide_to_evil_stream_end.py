from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.practical_guide_to_evil_stream_end_status import PracticalGuideToEvilStreamEndStatus
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.practical_guide_to_evil_outcome import PracticalGuideToEvilOutcome





T = TypeVar("T", bound="PracticalGuideToEvilStreamEnd")



@_attrs_define
class PracticalGuideToEvilStreamEnd:
    """ A Practical Guide to Evil: a stream's end message: the match is over.

        Attributes:
            game (Literal['practical-guide-to-evil']):
            version (int):
            status (PracticalGuideToEvilStreamEndStatus):
            outcome (PracticalGuideToEvilOutcome): A Practical Guide to Evil: the end.
     """

    game: Literal['practical-guide-to-evil']
    version: int
    status: PracticalGuideToEvilStreamEndStatus
    outcome: PracticalGuideToEvilOutcome





    def to_dict(self) -> dict[str, Any]:
        from ..models.practical_guide_to_evil_outcome import PracticalGuideToEvilOutcome # noqa: PLC0415
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
        from ..models.practical_guide_to_evil_outcome import PracticalGuideToEvilOutcome # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['practical-guide-to-evil'] , d.pop("game"))
        if game != 'practical-guide-to-evil':
            raise ValueError(f"game must match const 'practical-guide-to-evil', got '{game}'")

        version = d.pop("version")

        status = PracticalGuideToEvilStreamEndStatus(d.pop("status"))




        outcome = PracticalGuideToEvilOutcome.from_dict(d.pop("outcome"))




        practical_guide_to_evil_stream_end = cls(
            game=game,
            version=version,
            status=status,
            outcome=outcome,
        )

        return practical_guide_to_evil_stream_end

