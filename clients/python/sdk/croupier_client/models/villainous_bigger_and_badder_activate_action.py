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





T = TypeVar("T", bound="VillainousBiggerAndBadderActivateAction")



@_attrs_define
class VillainousBiggerAndBadderActivateAction:
    """ Disney Villainous: Bigger and Badder: Use this card's activated ability.

        Attributes:
            type_ (Literal['activate']):
            card (str):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
            label (Words | Unset):
            group (str | Unset): A heading shared by the actions of this type, e.g. for a menu (listed actions; ignored on
                submit).
     """

    type_: Literal['activate']
    card: str
    id: str | Unset = UNSET
    label: Words | Unset = UNSET
    group: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        type_ = self.type_

        card = self.card

        id = self.id

        label: dict[str, Any] | Unset = UNSET
        if not isinstance(self.label, Unset):
            label = self.label.to_dict()

        group = self.group


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "card": card,
        })
        if id is not UNSET:
            field_dict["id"] = id
        if label is not UNSET:
            field_dict["label"] = label
        if group is not UNSET:
            field_dict["group"] = group

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words import Words # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['activate'] , d.pop("type"))
        if type_ != 'activate':
            raise ValueError(f"type must match const 'activate', got '{type_}'")

        card = d.pop("card")

        id = d.pop("id", UNSET)

        _label = d.pop("label", UNSET)
        label: Words | Unset
        if isinstance(_label,  Unset):
            label = UNSET
        else:
            label = Words.from_dict(_label)




        group = d.pop("group", UNSET)

        villainous_bigger_and_badder_activate_action = cls(
            type_=type_,
            card=card,
            id=id,
            label=label,
            group=group,
        )

        return villainous_bigger_and_badder_activate_action

