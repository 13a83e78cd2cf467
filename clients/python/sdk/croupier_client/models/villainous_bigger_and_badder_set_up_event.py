from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.villainous_bigger_and_badder_set_up_event_villains_item import VillainousBiggerAndBadderSetUpEventVillainsItem
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.words import Words





T = TypeVar("T", bound="VillainousBiggerAndBadderSetUpEvent")



@_attrs_define
class VillainousBiggerAndBadderSetUpEvent:
    """ Disney Villainous: Bigger and Badder: the set_up event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            text (Words):
            type_ (Literal['set_up']):
            villains (list[VillainousBiggerAndBadderSetUpEventVillainsItem]): Each seat's villain.
            first (int): The first player, drawn by the seed.
            power (list[int]): Each seat's starting Power (0, 1, 2 in turn order).
            hand (list[str] | Unset): Your four opening cards. Only in that seat's own event.
     """

    id: int
    version: int
    text: Words
    type_: Literal['set_up']
    villains: list[VillainousBiggerAndBadderSetUpEventVillainsItem]
    first: int
    power: list[int]
    hand: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        id = self.id

        version = self.version

        text = self.text.to_dict()

        type_ = self.type_

        villains = []
        for villains_item_data in self.villains:
            villains_item = villains_item_data.value
            villains.append(villains_item)



        first = self.first

        power = self.power



        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "text": text,
            "type": type_,
            "villains": villains,
            "first": first,
            "power": power,
        })
        if hand is not UNSET:
            field_dict["hand"] = hand

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        text = Words.from_dict(d.pop("text"))




        type_ = cast(Literal['set_up'] , d.pop("type"))
        if type_ != 'set_up':
            raise ValueError(f"type must match const 'set_up', got '{type_}'")

        villains = []
        _villains = d.pop("villains")
        for villains_item_data in (_villains):
            villains_item = VillainousBiggerAndBadderSetUpEventVillainsItem(villains_item_data)



            villains.append(villains_item)


        first = d.pop("first")

        power = cast(list[int], d.pop("power"))


        hand = cast(list[str], d.pop("hand", UNSET))


        villainous_bigger_and_badder_set_up_event = cls(
            id=id,
            version=version,
            text=text,
            type_=type_,
            villains=villains,
            first=first,
            power=power,
            hand=hand,
        )

        return villainous_bigger_and_badder_set_up_event

