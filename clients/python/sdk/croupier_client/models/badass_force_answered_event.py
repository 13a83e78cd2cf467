from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.badass_force_answered_event_answer import BadassForceAnsweredEventAnswer
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="BadassForceAnsweredEvent")



@_attrs_define
class BadassForceAnsweredEvent:
    """ Badass Force: Édition VHS: the answered event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['answered']):
            instance (int): The announcement's number (its window's instance).
            seat (int): It answered the window (how is sealed until it closes).
            answer (BadassForceAnsweredEventAnswer | Unset): Its own answer. Only in that seat's own event.
     """

    id: int
    version: int
    text: Words
    type_: Literal['answered']
    instance: int
    seat: int
    answer: BadassForceAnsweredEventAnswer | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        instance = self.instance

        seat = self.seat

        answer: str | Unset = UNSET
        if not isinstance(self.answer, Unset):
            answer = self.answer.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "instance": instance,
            "seat": seat,
        })
        if answer is not UNSET:
            field_dict["answer"] = answer

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['answered'] , d.pop("type"))
        if type_ != 'answered':
            raise ValueError(f"type must match const 'answered', got '{type_}'")

        instance = d.pop("instance")

        seat = d.pop("seat")

        _answer = d.pop("answer", UNSET)
        answer: BadassForceAnsweredEventAnswer | Unset
        if isinstance(_answer,  Unset):
            answer = UNSET
        else:
            answer = BadassForceAnsweredEventAnswer(_answer)




        badass_force_answered_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            instance=instance,
            seat=seat,
            answer=answer,
        )

        return badass_force_answered_event

