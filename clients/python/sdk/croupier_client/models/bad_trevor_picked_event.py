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

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="BadTrevorPickedEvent")



@_attrs_define
class BadTrevorPickedEvent:
    """ Bad Trevor: the picked event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['picked']):
            seat (int): The picker (the defender).
            from_seat (int): The attacker: the seat whose attack hand it was.
            position (int): The position picked, from 0.
            kind (BadTrevorPickedEventKind): The picked card's kind.
            card (str | Unset): The picked card: for everyone when a hero, a villain or Bad Trevor; a civilian only for the
                picker and the attacker.
            effect (BadTrevorPickedEventEffect | Unset): A hero's or villain's effect (then it resolves).
            count (int | Unset): How many cards moved with the pick: unless Bad Trevor, the unpicked cards that went back to
                the attacker; Bad Trevor, the whole attack hand the picker took.
            cards (list[str] | Unset): Bad Trevor, for the picker and the attacker only: the cards taken, sorted.
     """

    id: int
    version: int
    text: Words
    type_: Literal['picked']
    seat: int
    from_seat: int
    position: int
    kind: BadTrevorPickedEventKind
    card: str | Unset = UNSET
    effect: BadTrevorPickedEventEffect | Unset = UNSET
    count: int | Unset = UNSET
    cards: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        from_seat = self.from_seat

        position = self.position

        kind = self.kind.value

        card = self.card

        effect: str | Unset = UNSET
        if not isinstance(self.effect, Unset):
            effect = self.effect.value


        count = self.count

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "from_seat": from_seat,
            "position": position,
            "kind": kind,
        })
        if card is not UNSET:
            field_dict["card"] = card
        if effect is not UNSET:
            field_dict["effect"] = effect
        if count is not UNSET:
            field_dict["count"] = count
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['picked'] , d.pop("type"))
        if type_ != 'picked':
            raise ValueError(f"type must match const 'picked', got '{type_}'")

        seat = d.pop("seat")

        from_seat = d.pop("from_seat")

        position = d.pop("position")

        kind = BadTrevorPickedEventKind(d.pop("kind"))




        card = d.pop("card", UNSET)

        _effect = d.pop("effect", UNSET)
        effect: BadTrevorPickedEventEffect | Unset
        if isinstance(_effect,  Unset):
            effect = UNSET
        else:
            effect = BadTrevorPickedEventEffect(_effect)




        count = d.pop("count", UNSET)

        cards = cast(list[str], d.pop("cards", UNSET))


        bad_trevor_picked_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            from_seat=from_seat,
            position=position,
            kind=kind,
            card=card,
            effect=effect,
            count=count,
            cards=cards,
        )

        return bad_trevor_picked_event

