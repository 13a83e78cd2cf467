from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.action_type_args import ActionTypeArgs





T = TypeVar("T", bound="ActionType")



@_attrs_define
class ActionType:
    """ 
        Attributes:
            type_ (str):
            description (str):
            args (ActionTypeArgs): Each argument's JSON type.
     """

    type_: str
    description: str
    args: ActionTypeArgs





    def to_dict(self) -> dict[str, Any]:
        from ..models.action_type_args import ActionTypeArgs # noqa: PLC0415
        type_ = self.type_

        description = self.description

        args = self.args.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "description": description,
            "args": args,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action_type_args import ActionTypeArgs # noqa: PLC0415
        d = dict(src_dict)
        type_ = d.pop("type")

        description = d.pop("description")

        args = ActionTypeArgs.from_dict(d.pop("args"))




        action_type = cls(
            type_=type_,
            description=description,
            args=args,
        )

        return action_type

