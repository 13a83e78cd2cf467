from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.badass_force_changed_weapon_event_why import BadassForceChangedWeaponEventWhy
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="BadassForceChangedWeaponEvent")



@_attrs_define
class BadassForceChangedWeaponEvent:
    """ Badass Force: Édition VHS: the changed_weapon event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['changed_weapon']):
            seat (int): The seat that did it.
            why (BadassForceChangedWeaponEventWhy): A change of weapon, the new weapon after an execution, or after an
                explosion (the top of the pile).
            discarded (str): The weapon it discarded.
            card (str): The weapon it took, at 0 charge.
            revealed (None | str): The weapon revealed into the centre; null if none.
            reshuffled (bool): The empty pile was rebuilt from the shuffled discard pile first.
     """

    id: int
    version: int
    text: Words
    type_: Literal['changed_weapon']
    seat: int
    why: BadassForceChangedWeaponEventWhy
    discarded: str
    card: str
    revealed: None | str
    reshuffled: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        why = self.why.value

        discarded = self.discarded

        card = self.card

        revealed: None | str
        revealed = self.revealed

        reshuffled = self.reshuffled


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "why": why,
            "discarded": discarded,
            "card": card,
            "revealed": revealed,
            "reshuffled": reshuffled,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['changed_weapon'] , d.pop("type"))
        if type_ != 'changed_weapon':
            raise ValueError(f"type must match const 'changed_weapon', got '{type_}'")

        seat = d.pop("seat")

        why = BadassForceChangedWeaponEventWhy(d.pop("why"))




        discarded = d.pop("discarded")

        card = d.pop("card")

        def _parse_revealed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        revealed = _parse_revealed(d.pop("revealed"))


        reshuffled = d.pop("reshuffled")

        badass_force_changed_weapon_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            why=why,
            discarded=discarded,
            card=card,
            revealed=revealed,
            reshuffled=reshuffled,
        )

        return badass_force_changed_weapon_event

