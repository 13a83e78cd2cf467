from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="WordLeaf")



@_attrs_define
class WordLeaf:
    """ 
        Attributes:
            kind (str): What the part is: seat, number, word, list, title, or a kind of named thing of the game (card,
                location, story...: its reference's `names`).
            text (str): As the text shows it.
            value (Any | Unset): A seat's number (0..n-1), a number, a word's key, an id.
     """

    kind: str
    text: str
    value: Any | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        text = self.text

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "text": text,
        })
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = d.pop("kind")

        text = d.pop("text")

        value = d.pop("value", UNSET)

        word_leaf = cls(
            kind=kind,
            text=text,
            value=value,
        )

        return word_leaf

