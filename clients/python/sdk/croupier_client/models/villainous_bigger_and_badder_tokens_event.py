from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="VillainousBiggerAndBadderTokensEvent")



@_attrs_define
class VillainousBiggerAndBadderTokensEvent:
    """ Disney Villainous: Bigger and Badder: the tokens event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['tokens']):
            seat (int): The seat whose realm (or hand, deck, pile) it is.
            card (str): A card id (instance id).
            delta (int): Strength tokens put on (negative: -1 tokens).
            removed (bool | Unset): -1 tokens taken off (Bonnie's Toys).
     """

    id: int
    version: int
    text: Words
    type_: Literal['tokens']
    seat: int
    card: str
    delta: int
    removed: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        card = self.card

        delta = self.delta

        removed = self.removed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "card": card,
            "delta": delta,
        })
        if removed is not UNSET:
            field_dict["removed"] = removed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['tokens'] , d.pop("type"))
        if type_ != 'tokens':
            raise ValueError(f"type must match const 'tokens', got '{type_}'")

        seat = d.pop("seat")

        card = d.pop("card")

        delta = d.pop("delta")

        removed = d.pop("removed", UNSET)

        villainous_bigger_and_badder_tokens_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            card=card,
            delta=delta,
            removed=removed,
        )

        return villainous_bigger_and_badder_tokens_event

