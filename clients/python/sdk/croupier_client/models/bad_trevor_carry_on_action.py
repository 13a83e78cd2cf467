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





T = TypeVar("T", bound="BadTrevorCarryOnAction")



@_attrs_define
class BadTrevorCarryOnAction:
    """ Bad Trevor: After a rescue: carry on and lay your attack hand.

        Attributes:
            type_ (Literal['carry_on']):
            id (str | Unset): The id it was listed with (GET actions); optional and ignored on submit.
            label (Words | Unset):
            group (str | Unset): A heading shared by the actions of this type, e.g. for a menu (listed actions; ignored on
                submit).
     """

    type_: Literal['carry_on']
    id: str | Unset = UNSET
    label: Words | Unset = UNSET
    group: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.words import Words # noqa: PLC0415
        type_ = self.type_

        id = self.id

        label: dict[str, Any] | Unset = UNSET
        if not isinstance(self.label, Unset):
            label = self.label.to_dict()

        group = self.group


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
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
        type_ = cast(Literal['carry_on'] , d.pop("type"))
        if type_ != 'carry_on':
            raise ValueError(f"type must match const 'carry_on', got '{type_}'")

        id = d.pop("id", UNSET)

        _label = d.pop("label", UNSET)
        label: Words | Unset
        if isinstance(_label,  Unset):
            label = UNSET
        else:
            label = Words.from_dict(_label)




        group = d.pop("group", UNSET)

        bad_trevor_carry_on_action = cls(
            type_=type_,
            id=id,
            label=label,
            group=group,
        )

        return bad_trevor_carry_on_action

