from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.badass_force_power_event_mode import BadassForcePowerEventMode
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="BadassForcePowerEvent")



@_attrs_define
class BadassForcePowerEvent:
    """ Badass Force: Édition VHS: the power event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['power']):
            seat (int): The seat that did it.
            character (str): A character id (a key of the reference's characters).
            mode (BadassForcePowerEventMode): The Game Mode tile's side: cool (+1 charge a turn) or vengeance (+2, and the
                characters' Vengeance powers).
            target (int | None): Whom it aimed at; null for a power that aims at no one.
            fizzled (bool): There was no one to aim at: nothing happened.
            charges (list[int]): Every seat's charge, by seat.
     """

    id: int
    version: int
    text: Words
    type_: Literal['power']
    seat: int
    character: str
    mode: BadassForcePowerEventMode
    target: int | None
    fizzled: bool
    charges: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        character = self.character

        mode = self.mode.value

        target: int | None
        target = self.target

        fizzled = self.fizzled

        charges = self.charges




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "character": character,
            "mode": mode,
            "target": target,
            "fizzled": fizzled,
            "charges": charges,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['power'] , d.pop("type"))
        if type_ != 'power':
            raise ValueError(f"type must match const 'power', got '{type_}'")

        seat = d.pop("seat")

        character = d.pop("character")

        mode = BadassForcePowerEventMode(d.pop("mode"))




        def _parse_target(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        target = _parse_target(d.pop("target"))


        fizzled = d.pop("fizzled")

        charges = cast(list[int], d.pop("charges"))


        badass_force_power_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            character=character,
            mode=mode,
            target=target,
            fizzled=fizzled,
            charges=charges,
        )

        return badass_force_power_event

