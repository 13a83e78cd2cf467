from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.villainous_bigger_and_badder_stream_end_status import VillainousBiggerAndBadderStreamEndStatus
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.villainous_bigger_and_badder_outcome import VillainousBiggerAndBadderOutcome





T = TypeVar("T", bound="VillainousBiggerAndBadderStreamEnd")



@_attrs_define
class VillainousBiggerAndBadderStreamEnd:
    """ Disney Villainous: Bigger and Badder: a stream's end message: the match is over.

        Attributes:
            game (Literal['villainous-bigger-and-badder']):
            version (int):
            status (VillainousBiggerAndBadderStreamEndStatus):
            outcome (VillainousBiggerAndBadderOutcome): Disney Villainous: Bigger and Badder: the end.
     """

    game: Literal['villainous-bigger-and-badder']
    version: int
    status: VillainousBiggerAndBadderStreamEndStatus
    outcome: VillainousBiggerAndBadderOutcome





    def to_dict(self) -> dict[str, Any]:
        from ..models.villainous_bigger_and_badder_outcome import VillainousBiggerAndBadderOutcome # noqa: PLC0415
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
        from ..models.villainous_bigger_and_badder_outcome import VillainousBiggerAndBadderOutcome # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['villainous-bigger-and-badder'] , d.pop("game"))
        if game != 'villainous-bigger-and-badder':
            raise ValueError(f"game must match const 'villainous-bigger-and-badder', got '{game}'")

        version = d.pop("version")

        status = VillainousBiggerAndBadderStreamEndStatus(d.pop("status"))




        outcome = VillainousBiggerAndBadderOutcome.from_dict(d.pop("outcome"))




        villainous_bigger_and_badder_stream_end = cls(
            game=game,
            version=version,
            status=status,
            outcome=outcome,
        )

        return villainous_bigger_and_badder_stream_end

