from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.revenge_of_the_b_movie_seat_request_strategy import RevengeOfTheBMovieSeatRequestStrategy
from ..models.revenge_of_the_b_movie_seat_request_type import RevengeOfTheBMovieSeatRequestType
from ..types import UNSET, Unset






T = TypeVar("T", bound="RevengeOfTheBMovieSeatRequest")



@_attrs_define
class RevengeOfTheBMovieSeatRequest:
    """ 
        Attributes:
            type_ (RevengeOfTheBMovieSeatRequestType):
            strategy (RevengeOfTheBMovieSeatRequestStrategy | Unset): Bot strategy (bot seats only).
            player (str | Unset): The app's own id of the player in this seat (1-64 letters, digits, '_', '.', ':' or '-';
                ids are the app's: another app's "alice" is another player). Needs the app's key (422 player_needs_app_key); a
                player holds one seat of a match at most (422 duplicate_player). Rated matches rate the seats named so. Keep
                personal data out of it.
     """

    type_: RevengeOfTheBMovieSeatRequestType
    strategy: RevengeOfTheBMovieSeatRequestStrategy | Unset = UNSET
    player: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        strategy: str | Unset = UNSET
        if not isinstance(self.strategy, Unset):
            strategy = self.strategy.value


        player = self.player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if strategy is not UNSET:
            field_dict["strategy"] = strategy
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = RevengeOfTheBMovieSeatRequestType(d.pop("type"))




        _strategy = d.pop("strategy", UNSET)
        strategy: RevengeOfTheBMovieSeatRequestStrategy | Unset
        if isinstance(_strategy,  Unset):
            strategy = UNSET
        else:
            strategy = RevengeOfTheBMovieSeatRequestStrategy(_strategy)




        player = d.pop("player", UNSET)

        revenge_of_the_b_movie_seat_request = cls(
            type_=type_,
            strategy=strategy,
            player=player,
        )

        return revenge_of_the_b_movie_seat_request

