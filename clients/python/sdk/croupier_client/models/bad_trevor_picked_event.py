from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bad_trevor_picked_event_effect import BadTrevorPickedEventEffect
from ..models.bad_trevor_picked_event_kind import BadTrevorPickedEventKind
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BadTrevorPickedEvent")



@_attrs_define
class BadTrevorPickedEvent:
    """ Bad Trevor: the picked event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['picked']):
            seat (int): The picker (the defender).
            attacker (int): The seat whose attack hand it was.
            position (int): The position picked, from 0.
            kind (BadTrevorPickedEventKind): The picked card's kind.
            card (str | Unset): The picked card: for everyone when a hero, a villain or Bad Trevor; a civilian only for the
                picker and the attacker.
            effect (BadTrevorPickedEventEffect | Unset): A hero's or villain's effect (then it resolves).
            returned (int | Unset): Unless Bad Trevor: how many unpicked cards went back.
            took (int | Unset): Bad Trevor: how many cards the picker took (the whole attack hand).
            cards (list[str] | Unset): Bad Trevor, for the picker and the attacker only: the cards taken, sorted.
     """

    id: int
    version: int
    type_: Literal['picked']
    seat: int
    attacker: int
    position: int
    kind: BadTrevorPickedEventKind
    card: str | Unset = UNSET
    effect: BadTrevorPickedEventEffect | Unset = UNSET
    returned: int | Unset = UNSET
    took: int | Unset = UNSET
    cards: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        type_ = self.type_

        seat = self.seat

        attacker = self.attacker

        position = self.position

        kind = self.kind.value

        card = self.card

        effect: str | Unset = UNSET
        if not isinstance(self.effect, Unset):
            effect = self.effect.value


        returned = self.returned

        took = self.took

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "type": type_,
            "seat": seat,
            "attacker": attacker,
            "position": position,
            "kind": kind,
        })
        if card is not UNSET:
            field_dict["card"] = card
        if effect is not UNSET:
            field_dict["effect"] = effect
        if returned is not UNSET:
            field_dict["returned"] = returned
        if took is not UNSET:
            field_dict["took"] = took
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        type_ = cast(Literal['picked'] , d.pop("type"))
        if type_ != 'picked':
            raise ValueError(f"type must match const 'picked', got '{type_}'")

        seat = d.pop("seat")

        attacker = d.pop("attacker")

        position = d.pop("position")

        kind = BadTrevorPickedEventKind(d.pop("kind"))




        card = d.pop("card", UNSET)

        _effect = d.pop("effect", UNSET)
        effect: BadTrevorPickedEventEffect | Unset
        if isinstance(_effect,  Unset):
            effect = UNSET
        else:
            effect = BadTrevorPickedEventEffect(_effect)




        returned = d.pop("returned", UNSET)

        took = d.pop("took", UNSET)

        cards = cast(list[str], d.pop("cards", UNSET))


        bad_trevor_picked_event = cls(
            id=id,
            version=version,
            type_=type_,
            seat=seat,
            attacker=attacker,
            position=position,
            kind=kind,
            card=card,
            effect=effect,
            returned=returned,
            took=took,
            cards=cards,
        )

        return bad_trevor_picked_event

