from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.villainous_bigger_and_badder_table_stack_item_type_1_kind import VillainousBiggerAndBadderTableStackItemType1Kind
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.villainous_bigger_and_badder_table_stack_item_type_1_data import VillainousBiggerAndBadderTableStackItemType1Data





T = TypeVar("T", bound="VillainousBiggerAndBadderTableStackItemType1")



@_attrs_define
class VillainousBiggerAndBadderTableStackItemType1:
    """ 
        Attributes:
            kind (VillainousBiggerAndBadderTableStackItemType1Kind): A choice a card asks for.
            id (int): Its instance.
            seat (int): Who chooses.
            prompt (str): What is chosen (the options are in that seat's legal actions).
            card (str | Unset): The card the choice is about: the one whose text asks (an Effect or a Condition resolving, a
                card just played or activated), else the Fate card being played; absent when the rules ask (which Fate card to
                play, the Discard action).
            options (list[str] | Unset): Only in the chooser's view: its options.
            handler (str | Unset): Only in the chooser's view: the step its answer goes to.
            data (VillainousBiggerAndBadderTableStackItemType1Data | Unset): Only in the chooser's view: what the card
                asking knows (RULINGS V60).
     """

    kind: VillainousBiggerAndBadderTableStackItemType1Kind
    id: int
    seat: int
    prompt: str
    card: str | Unset = UNSET
    options: list[str] | Unset = UNSET
    handler: str | Unset = UNSET
    data: VillainousBiggerAndBadderTableStackItemType1Data | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.villainous_bigger_and_badder_table_stack_item_type_1_data import VillainousBiggerAndBadderTableStackItemType1Data # noqa: PLC0415
        kind = self.kind.value

        id = self.id

        seat = self.seat

        prompt = self.prompt

        card = self.card

        options: list[str] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options



        handler = self.handler

        data: dict[str, Any] | Unset = UNSET
        if not isinstance(self.data, Unset):
            data = self.data.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "id": id,
            "seat": seat,
            "prompt": prompt,
        })
        if card is not UNSET:
            field_dict["card"] = card
        if options is not UNSET:
            field_dict["options"] = options
        if handler is not UNSET:
            field_dict["handler"] = handler
        if data is not UNSET:
            field_dict["data"] = data

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.villainous_bigger_and_badder_table_stack_item_type_1_data import VillainousBiggerAndBadderTableStackItemType1Data # noqa: PLC0415
        d = dict(src_dict)
        kind = VillainousBiggerAndBadderTableStackItemType1Kind(d.pop("kind"))




        id = d.pop("id")

        seat = d.pop("seat")

        prompt = d.pop("prompt")

        card = d.pop("card", UNSET)

        options = cast(list[str], d.pop("options", UNSET))


        handler = d.pop("handler", UNSET)

        _data = d.pop("data", UNSET)
        data: VillainousBiggerAndBadderTableStackItemType1Data | Unset
        if isinstance(_data,  Unset):
            data = UNSET
        else:
            data = VillainousBiggerAndBadderTableStackItemType1Data.from_dict(_data)




        villainous_bigger_and_badder_table_stack_item_type_1 = cls(
            kind=kind,
            id=id,
            seat=seat,
            prompt=prompt,
            card=card,
            options=options,
            handler=handler,
            data=data,
        )

        return villainous_bigger_and_badder_table_stack_item_type_1

