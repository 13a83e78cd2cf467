from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.badass_force_chose_event_prompt import BadassForceChoseEventPrompt
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="BadassForceChoseEvent")



@_attrs_define
class BadassForceChoseEvent:
    """ Badass Force: Édition VHS: the chose event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['chose']):
            seat (int): The seat that did it.
            prompt (BadassForceChoseEventPrompt): Why: the first active character, one after a loss, the free change after a
                reveal.
            character (str | Unset): The character placed face down. Only in that seat's own event.
     """

    id: int
    version: int
    text: Words
    type_: Literal['chose']
    seat: int
    prompt: BadassForceChoseEventPrompt
    character: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        prompt = self.prompt.value

        character = self.character


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "prompt": prompt,
        })
        if character is not UNSET:
            field_dict["character"] = character

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['chose'] , d.pop("type"))
        if type_ != 'chose':
            raise ValueError(f"type must match const 'chose', got '{type_}'")

        seat = d.pop("seat")

        prompt = BadassForceChoseEventPrompt(d.pop("prompt"))




        character = d.pop("character", UNSET)

        badass_force_chose_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            prompt=prompt,
            character=character,
        )

        return badass_force_chose_event

