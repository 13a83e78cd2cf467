from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="Decision")



@_attrs_define
class Decision:
    """ 
        Attributes:
            text (Words):
            seat (int | None | Unset):
            kind (str | Unset):
            prompt (str | Unset): The rules' name of what is decided.
            deadline (float | None | Unset):
            instance (str | Unset): Tells apart two openings of one prompt (e.g. nested windows).
            reaction_deadline (float | None | Unset): On a human seat's window in a match with a bot seat: until when no bot
                acts (unless every human holding a window answered first), the match option reaction_seconds after the window
                opened, or its deadline when sooner. After it the window may still be open, until a bot's move or its deadline
                closes it. Null otherwise.
     """

    text: Words
    seat: int | None | Unset = UNSET
    kind: str | Unset = UNSET
    prompt: str | Unset = UNSET
    deadline: float | None | Unset = UNSET
    instance: str | Unset = UNSET
    reaction_deadline: float | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        text = self.text.to_dict()

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        kind = self.kind

        prompt = self.prompt

        deadline: float | None | Unset
        if isinstance(self.deadline, Unset):
            deadline = UNSET
        else:
            deadline = self.deadline

        instance = self.instance

        reaction_deadline: float | None | Unset
        if isinstance(self.reaction_deadline, Unset):
            reaction_deadline = UNSET
        else:
            reaction_deadline = self.reaction_deadline


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "text": text,
        })
        if seat is not UNSET:
            field_dict["seat"] = seat
        if kind is not UNSET:
            field_dict["kind"] = kind
        if prompt is not UNSET:
            field_dict["prompt"] = prompt
        if deadline is not UNSET:
            field_dict["deadline"] = deadline
        if instance is not UNSET:
            field_dict["instance"] = instance
        if reaction_deadline is not UNSET:
            field_dict["reaction_deadline"] = reaction_deadline

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        text = Words.from_dict(d.pop("text"))




        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))


        kind = d.pop("kind", UNSET)

        prompt = d.pop("prompt", UNSET)

        def _parse_deadline(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        deadline = _parse_deadline(d.pop("deadline", UNSET))


        instance = d.pop("instance", UNSET)

        def _parse_reaction_deadline(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        reaction_deadline = _parse_reaction_deadline(d.pop("reaction_deadline", UNSET))


        decision = cls(
            text=text,
            seat=seat,
            kind=kind,
            prompt=prompt,
            deadline=deadline,
            instance=instance,
            reaction_deadline=reaction_deadline,
        )

        return decision

