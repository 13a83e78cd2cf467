from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bad_trevor_out_event_how import BadTrevorOutEventHow
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="BadTrevorOutEvent")



@_attrs_define
class BadTrevorOutEvent:
    """ Bad Trevor: the out event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['out']):
            seat (int): The seat out.
            place (int): Its place: 1 for the first out.
            how (BadTrevorOutEventHow): What emptied its hand.
     """

    id: int
    version: int
    text: Words
    type_: Literal['out']
    seat: int
    place: int
    how: BadTrevorOutEventHow





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        place = self.place

        how = self.how.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "place": place,
            "how": how,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['out'] , d.pop("type"))
        if type_ != 'out':
            raise ValueError(f"type must match const 'out', got '{type_}'")

        seat = d.pop("seat")

        place = d.pop("place")

        how = BadTrevorOutEventHow(d.pop("how"))




        bad_trevor_out_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            place=place,
            how=how,
        )

        return bad_trevor_out_event

