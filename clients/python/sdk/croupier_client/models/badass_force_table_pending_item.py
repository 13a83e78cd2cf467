from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.badass_force_table_pending_item_prompt import BadassForceTablePendingItemPrompt
from ..types import UNSET, Unset






T = TypeVar("T", bound="BadassForceTablePendingItem")



@_attrs_define
class BadassForceTablePendingItem:
    """ A decision the turn still owes, in the order they come.

        Attributes:
            seat (int): Who decides.
            prompt (BadassForceTablePendingItemPrompt): What: a new active character after a loss (replace), the free change
                after a reveal (rechoose), a power's target.
            character (str | Unset): The power's character (prompt power).
     """

    seat: int
    prompt: BadassForceTablePendingItemPrompt
    character: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        prompt = self.prompt.value

        character = self.character


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "prompt": prompt,
        })
        if character is not UNSET:
            field_dict["character"] = character

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        prompt = BadassForceTablePendingItemPrompt(d.pop("prompt"))




        character = d.pop("character", UNSET)

        badass_force_table_pending_item = cls(
            seat=seat,
            prompt=prompt,
            character=character,
        )

        return badass_force_table_pending_item

