from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_match_game import CreateMatchGame
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.create_match_options import CreateMatchOptions
  from ..models.seat_request import SeatRequest





T = TypeVar("T", bound="CreateMatch")



@_attrs_define
class CreateMatch:
    """ 
        Attributes:
            game (CreateMatchGame):
            seats (list[SeatRequest]):
            options (CreateMatchOptions | Unset):
            seed (int | Unset): Optional shuffle seed; the server draws one if absent.
     """

    game: CreateMatchGame
    seats: list[SeatRequest]
    options: CreateMatchOptions | Unset = UNSET
    seed: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.create_match_options import CreateMatchOptions # noqa: PLC0415
        from ..models.seat_request import SeatRequest # noqa: PLC0415
        game = self.game.value

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seed = self.seed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "seats": seats,
        })
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_match_options import CreateMatchOptions # noqa: PLC0415
        from ..models.seat_request import SeatRequest # noqa: PLC0415
        d = dict(src_dict)
        game = CreateMatchGame(d.pop("game"))




        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatRequest.from_dict(seats_item_data)



            seats.append(seats_item)


        _options = d.pop("options", UNSET)
        options: CreateMatchOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = CreateMatchOptions.from_dict(_options)




        seed = d.pop("seed", UNSET)

        create_match = cls(
            game=game,
            seats=seats,
            options=options,
            seed=seed,
        )

        return create_match

