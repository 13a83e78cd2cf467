from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.player_note_status import PlayerNoteStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PlayerNote")



@_attrs_define
class PlayerNote:
    """ 
        Attributes:
            game (str):
            match_id (str | Unset): Every kind but ticket_ended.
            seat (int | Unset): Every kind but ticket_ended.
            ticket_id (str | Unset): matched: the ticket that was seated; ticket_ended: the ticket.
            status (PlayerNoteStatus | Unset): ticket_ended: how the ticket ended.
            version (int | Unset): your_move: the version to act on.
            kind (str | Unset): your_move: the decision's kind.
            prompt (str | Unset): your_move: what is being decided.
            instance (str | Unset): your_move: which opening of it.
            deadline (float | None | Unset): your_move: when the decision times out.
            place (int | None | Unset): match_finished: the seat's place, 1 first.
            rated (bool | Unset): match_finished: counted in the ratings.
     """

    game: str
    match_id: str | Unset = UNSET
    seat: int | Unset = UNSET
    ticket_id: str | Unset = UNSET
    status: PlayerNoteStatus | Unset = UNSET
    version: int | Unset = UNSET
    kind: str | Unset = UNSET
    prompt: str | Unset = UNSET
    instance: str | Unset = UNSET
    deadline: float | None | Unset = UNSET
    place: int | None | Unset = UNSET
    rated: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        game = self.game

        match_id = self.match_id

        seat = self.seat

        ticket_id = self.ticket_id

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


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
            "game": game,
        })
        if match_id is not UNSET:
            field_dict["match_id"] = match_id
        if seat is not UNSET:
            field_dict["seat"] = seat
        if ticket_id is not UNSET:
            field_dict["ticket_id"] = ticket_id
        if status is not UNSET:
            field_dict["status"] = status
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
        game = d.pop("game")

        match_id = d.pop("match_id", UNSET)

        seat = d.pop("seat", UNSET)

        ticket_id = d.pop("ticket_id", UNSET)

        _status = d.pop("status", UNSET)
        status: PlayerNoteStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = PlayerNoteStatus(_status)




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
            game=game,
            match_id=match_id,
            seat=seat,
            ticket_id=ticket_id,
            status=status,
            version=version,
            kind=kind,
            prompt=prompt,
            instance=instance,
            deadline=deadline,
            place=place,
            rated=rated,
        )

        return player_note

