from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="BadTrevorOutcome")



@_attrs_define
class BadTrevorOutcome:
    """ How the match ended: first out wins; the one left holding Bad Trevor (or a seat that forfeited) loses.

        Attributes:
            winners (list[int]): The winner: the first seat out.
            losers (list[int]): The loser: the seat left holding Bad Trevor, or the one that forfeited.
            ranking (list[int]): Every seat, best first: out in order, then (after a forfeit) the others by fewest cards,
                the forfeiter last.
     """

    winners: list[int]
    losers: list[int]
    ranking: list[int]





    def to_dict(self) -> dict[str, Any]:
        winners = self.winners



        losers = self.losers



        ranking = self.ranking




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "winners": winners,
            "losers": losers,
            "ranking": ranking,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        winners = cast(list[int], d.pop("winners"))


        losers = cast(list[int], d.pop("losers"))


        ranking = cast(list[int], d.pop("ranking"))


        bad_trevor_outcome = cls(
            winners=winners,
            losers=losers,
            ranking=ranking,
        )

        return bad_trevor_outcome

