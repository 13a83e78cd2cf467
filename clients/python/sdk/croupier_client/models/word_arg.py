from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.word_part import WordPart





T = TypeVar("T", bound="WordArg")



@_attrs_define
class WordArg:
    """ 
        Attributes:
            kind (str): What the part is: seat, number, word, list, title, or a kind of named thing of the game (card,
                location, story...: its reference's `names`).
            text (str): As the text shows it.
            value (Any | Unset): A seat's number (0..n-1), a number, a word's key, an id.
            parts (list[WordPart] | Unset): A list's items (kind `list`) or a title's parts (`title`); an item may have
                parts of its own (a list of titles), never deeper.
     """

    kind: str
    text: str
    value: Any | Unset = UNSET
    parts: list[WordPart] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.word_part import WordPart # noqa: PLC0415
        kind = self.kind

        text = self.text

        value = self.value

        parts: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.parts, Unset):
            parts = []
            for parts_item_data in self.parts:
                parts_item = parts_item_data.to_dict()
                parts.append(parts_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "text": text,
        })
        if value is not UNSET:
            field_dict["value"] = value
        if parts is not UNSET:
            field_dict["parts"] = parts

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.word_part import WordPart # noqa: PLC0415
        d = dict(src_dict)
        kind = d.pop("kind")

        text = d.pop("text")

        value = d.pop("value", UNSET)

        _parts = d.pop("parts", UNSET)
        parts: list[WordPart] | Unset = UNSET
        if _parts is not UNSET:
            parts = []
            for parts_item_data in _parts:
                parts_item = WordPart.from_dict(parts_item_data)



                parts.append(parts_item)


        word_arg = cls(
            kind=kind,
            text=text,
            value=value,
            parts=parts,
        )

        return word_arg

