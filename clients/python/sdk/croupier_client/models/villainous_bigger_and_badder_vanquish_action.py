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





T = TypeVar("T", bound="VillainousBiggerAndBadderVanquishAction")



@_attrs_define
class VillainousBiggerAndBadderVanquishAction:
    """ Disney Villainous: Bigger and Badder: Vanquish this Hero with these fighters (Allies, Omnidroids: an array of ids,
    empty for a Hero at Strength 0). Any set whose Strength reaches the Hero's may be submitted; the legal actions list
    every such set while 8 fighters or fewer can join, and past that the sets with no fighter to spare.

        Attributes:
            type_ (Literal['vanquish']):
            hero (str):
            allies (list[str]):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
            label (Words | Unset):
            group (str | Unset): A heading shared by the actions of this type, e.g. for a menu (listed actions; ignored on
                submit).
     """

    type_: Literal['vanquish']
    hero: str
    allies: list[str]
    id: str | Unset = UNSET
    label: Words | Unset = UNSET
    group: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        type_ = self.type_

        hero = self.hero

        allies = self.allies



        id = self.id

        label: dict[str, Any] | Unset = UNSET
        if not isinstance(self.label, Unset):
            label = self.label.to_dict()

        group = self.group


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "hero": hero,
            "allies": allies,
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
        type_ = cast(Literal['vanquish'] , d.pop("type"))
        if type_ != 'vanquish':
            raise ValueError(f"type must match const 'vanquish', got '{type_}'")

        hero = d.pop("hero")

        allies = cast(list[str], d.pop("allies"))


        id = d.pop("id", UNSET)

        _label = d.pop("label", UNSET)
        label: Words | Unset
        if isinstance(_label,  Unset):
            label = UNSET
        else:
            label = Words.from_dict(_label)




        group = d.pop("group", UNSET)

        villainous_bigger_and_badder_vanquish_action = cls(
            type_=type_,
            hero=hero,
            allies=allies,
            id=id,
            label=label,
            group=group,
        )

        return villainous_bigger_and_badder_vanquish_action

