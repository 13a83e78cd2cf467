from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Option")



@_attrs_define
class Option:
    """ 
        Attributes:
            name (str):
            default (Any):
            description (str | Unset):
            minimum (int | Unset):
            maximum (int | Unset):
            choices (list[Any] | Unset):
     """

    name: str
    default: Any
    description: str | Unset = UNSET
    minimum: int | Unset = UNSET
    maximum: int | Unset = UNSET
    choices: list[Any] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        default = self.default

        description = self.description

        minimum = self.minimum

        maximum = self.maximum

        choices: list[Any] | Unset = UNSET
        if not isinstance(self.choices, Unset):
            choices = self.choices




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "default": default,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if minimum is not UNSET:
            field_dict["minimum"] = minimum
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if choices is not UNSET:
            field_dict["choices"] = choices

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        default = d.pop("default")

        description = d.pop("description", UNSET)

        minimum = d.pop("minimum", UNSET)

        maximum = d.pop("maximum", UNSET)

        choices = cast(list[Any], d.pop("choices", UNSET))


        option = cls(
            name=name,
            default=default,
            description=description,
            minimum=minimum,
            maximum=maximum,
            choices=choices,
        )

        return option

