from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="CreatedBotSeat")



@_attrs_define
class CreatedBotSeat:
    """ A bot seat of a new match.

        Attributes:
            seat (int):
            type_ (Literal['bot']):
            token (None | str): None: null.
            strategy (str): The strategy of a bot seat.
     """

    seat: int
    type_: Literal['bot']
    token: None | str
    strategy: str





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_

        token: None | str
        token = self.token

        strategy = self.strategy


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "type": type_,
            "token": token,
            "strategy": strategy,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = cast(Literal['bot'] , d.pop("type"))
        if type_ != 'bot':
            raise ValueError(f"type must match const 'bot', got '{type_}'")

        def _parse_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        token = _parse_token(d.pop("token"))


        strategy = d.pop("strategy")

        created_bot_seat = cls(
            seat=seat,
            type_=type_,
            token=token,
            strategy=strategy,
        )

        return created_bot_seat

