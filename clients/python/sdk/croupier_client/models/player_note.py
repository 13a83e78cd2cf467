from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PlayerNote")



@_attrs_define
class PlayerNote:
    """ 
        Attributes:
            match_id (str):
            game (str):
            seat (int):
            ticket_id (str | Unset): matched: the ticket that was seated.
            version (int | Unset): your_move: the version to act on.
            kind (str | Unset): your_move: the decision's kind.
            prompt (str | Unset): your_move: what is being decided.
            instance (str | Unset): your_move: which opening of it.
            deadline (float | None | Unset): your_move: when the decision times out.
            place (int | None | Unset): match_finished: the seat's place, 1 first.
            rated (bool | Unset): match_finished: counted in the ratings.
     """

    match_id: str
    game: str
    seat: int
    ticket_id: str | Unset = UNSET
    version: int | Unset = UNSET
    kind: str | Unset = UNSET
    prompt: str | Unset = UNSET
    instance: str | Unset = UNSET
    deadline: float | None | Unset = UNSET
    place: int | None | Unset = UNSET
    rated: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        match_id = self.match_id

        game = self.game

        seat = self.seat

        ticket_id = self.ticket_id

        version = self.version

        kind = self.kind

        prompt = self.prompt

        instance = self.instance

        deadline: float | None | Unset
        if isinstance(self.deadline, Unset):
            deadline = UNSET
        else:
            deadline = self.deadline

        place: int | None | Unset
        if isinstance(self.place, Unset):
            place = UNSET
        else:
            place = self.place

        rated = self.rated


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "match_id": match_id,
            "game": game,
            "seat": seat,
        })
        if ticket_id is not UNSET:
            field_dict["ticket_id"] = ticket_id
        if version is not UNSET:
            field_dict["version"] = version
        if kind is not UNSET:
            field_dict["kind"] = kind
        if prompt is not UNSET:
            field_dict["prompt"] = prompt
        if instance is not UNSET:
            field_dict["instance"] = instance
        if deadline is not UNSET:
            field_dict["deadline"] = deadline
        if place is not UNSET:
            field_dict["place"] = place
        if rated is not UNSET:
            field_dict["rated"] = rated

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        match_id = d.pop("match_id")

        game = d.pop("game")

        seat = d.pop("seat")

        ticket_id = d.pop("ticket_id", UNSET)

        version = d.pop("version", UNSET)

        kind = d.pop("kind", UNSET)

        prompt = d.pop("prompt", UNSET)

        instance = d.pop("instance", UNSET)

        def _parse_deadline(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        deadline = _parse_deadline(d.pop("deadline", UNSET))


        def _parse_place(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        place = _parse_place(d.pop("place", UNSET))


        rated = d.pop("rated", UNSET)

        player_note = cls(
            match_id=match_id,
            game=game,
            seat=seat,
            ticket_id=ticket_id,
            version=version,
            kind=kind,
            prompt=prompt,
            instance=instance,
            deadline=deadline,
            place=place,
            rated=rated,
        )

        return player_note

