from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.player_match import PlayerMatch





T = TypeVar("T", bound="PlayerMatchList")



@_attrs_define
class PlayerMatchList:
    """ 
        Attributes:
            matches (list[PlayerMatch]): The player's matches, newest first.
            next_ (int | None): The cursor of the next page (before=); null on the last.
     """

    matches: list[PlayerMatch]
    next_: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.player_match import PlayerMatch # noqa: PLC0415
        matches = []
        for matches_item_data in self.matches:
            matches_item = matches_item_data.to_dict()
            matches.append(matches_item)



        next_: int | None
        next_ = self.next_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "matches": matches,
            "next": next_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_match import PlayerMatch # noqa: PLC0415
        d = dict(src_dict)
        matches = []
        _matches = d.pop("matches")
        for matches_item_data in (_matches):
            matches_item = PlayerMatch.from_dict(matches_item_data)



            matches.append(matches_item)


        def _parse_next_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_ = _parse_next_(d.pop("next"))


        player_match_list = cls(
            matches=matches,
            next_=next_,
        )

        return player_match_list

