from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.villainous_bigger_and_badder_replay_frame import VillainousBiggerAndBadderReplayFrame





T = TypeVar("T", bound="VillainousBiggerAndBadderReplay")



@_attrs_define
class VillainousBiggerAndBadderReplay:
    """ Disney Villainous: Bigger and Badder: a finished match step by step, as one seat (or a spectator) saw it.

        Attributes:
            game (Literal['villainous-bigger-and-badder']):
            seat (int | None): The seat whose point of view this is; null: a spectator's.
            seats (int): The match's seat count.
            frames (list[VillainousBiggerAndBadderReplayFrame]): One frame per version, oldest first: frames[i].version is
                i, from 0 (the match as started) to the final version (its outcome, seed and salt shown).
     """

    game: Literal['villainous-bigger-and-badder']
    seat: int | None
    seats: int
    frames: list[VillainousBiggerAndBadderReplayFrame]





    def to_dict(self) -> dict[str, Any]:
        from ..models.villainous_bigger_and_badder_replay_frame import VillainousBiggerAndBadderReplayFrame # noqa: PLC0415
        game = self.game

        seat: int | None
        seat = self.seat

        seats = self.seats

        frames = []
        for frames_item_data in self.frames:
            frames_item = frames_item_data.to_dict()
            frames.append(frames_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "seat": seat,
            "seats": seats,
            "frames": frames,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.villainous_bigger_and_badder_replay_frame import VillainousBiggerAndBadderReplayFrame # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['villainous-bigger-and-badder'] , d.pop("game"))
        if game != 'villainous-bigger-and-badder':
            raise ValueError(f"game must match const 'villainous-bigger-and-badder', got '{game}'")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        seats = d.pop("seats")

        frames = []
        _frames = d.pop("frames")
        for frames_item_data in (_frames):
            frames_item = VillainousBiggerAndBadderReplayFrame.from_dict(frames_item_data)



            frames.append(frames_item)


        villainous_bigger_and_badder_replay = cls(
            game=game,
            seat=seat,
            seats=seats,
            frames=frames,
        )

        return villainous_bigger_and_badder_replay

