from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.words_args import WordsArgs





T = TypeVar("T", bound="Words")



@_attrs_define
class Words:
    """ 
        Attributes:
            template (str): The template's id.
            args (WordsArgs): Each `{name}` of the template, typed.
            text (str): The rendered sentence.
     """

    template: str
    args: WordsArgs
    text: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.words_args import WordsArgs # noqa: PLC0415
        template = self.template

        args = self.args.to_dict()

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "template": template,
            "args": args,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.words_args import WordsArgs # noqa: PLC0415
        d = dict(src_dict)
        template = d.pop("template")

        args = WordsArgs.from_dict(d.pop("args"))




        text = d.pop("text")

        words = cls(
            template=template,
            args=args,
            text=text,
        )

        return words

