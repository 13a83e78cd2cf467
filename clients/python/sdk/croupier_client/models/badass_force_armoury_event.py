from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.badass_force_armoury_event_dice_item import BadassForceArmouryEventDiceItem
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="BadassForceArmouryEvent")



@_attrs_define
class BadassForceArmouryEvent:
    """ Badass Force: Édition VHS: the armoury event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['armoury']):
            seat (int): The seat that did it.
            dice (list[BadassForceArmouryEventDiceItem]): The two dice.
            jammed (bool): Double red: the roller's charges are lost.
     """

    id: int
    version: int
    text: Words
    type_: Literal['armoury']
    seat: int
    dice: list[BadassForceArmouryEventDiceItem]
    jammed: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        seat = self.seat

        dice = []
        for dice_item_data in self.dice:
            dice_item = dice_item_data.value
            dice.append(dice_item)



        jammed = self.jammed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "seat": seat,
            "dice": dice,
            "jammed": jammed,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['armoury'] , d.pop("type"))
        if type_ != 'armoury':
            raise ValueError(f"type must match const 'armoury', got '{type_}'")

        seat = d.pop("seat")

        dice = []
        _dice = d.pop("dice")
        for dice_item_data in (_dice):
            dice_item = BadassForceArmouryEventDiceItem(dice_item_data)



            dice.append(dice_item)


        jammed = d.pop("jammed")

        badass_force_armoury_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            seat=seat,
            dice=dice,
            jammed=jammed,
        )

        return badass_force_armoury_event

