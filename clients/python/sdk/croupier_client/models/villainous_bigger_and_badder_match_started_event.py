from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.villainous_bigger_and_badder_match_started_event_seed_source import VillainousBiggerAndBadderMatchStartedEventSeedSource
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="VillainousBiggerAndBadderMatchStartedEvent")



@_attrs_define
class VillainousBiggerAndBadderMatchStartedEvent:
    """ Disney Villainous: Bigger and Badder: the match_started event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['match_started']):
            game (str):
            seats (int): How many seats the match has.
            seed_hash (str): The seed commitment.
            seed_source (VillainousBiggerAndBadderMatchStartedEventSeedSource):
     """

    id: int
    version: int
    text: Words
    type_: Literal['match_started']
    game: str
    seats: int
    seed_hash: str
    seed_source: VillainousBiggerAndBadderMatchStartedEventSeedSource





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        game = self.game

        seats = self.seats

        seed_hash = self.seed_hash

        seed_source = self.seed_source.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "game": game,
            "seats": seats,
            "seed_hash": seed_hash,
            "seed_source": seed_source,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['match_started'] , d.pop("type"))
        if type_ != 'match_started':
            raise ValueError(f"type must match const 'match_started', got '{type_}'")

        game = d.pop("game")

        seats = d.pop("seats")

        seed_hash = d.pop("seed_hash")

        seed_source = VillainousBiggerAndBadderMatchStartedEventSeedSource(d.pop("seed_source"))




        villainous_bigger_and_badder_match_started_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            game=game,
            seats=seats,
            seed_hash=seed_hash,
            seed_source=seed_source,
        )

        return villainous_bigger_and_badder_match_started_event

