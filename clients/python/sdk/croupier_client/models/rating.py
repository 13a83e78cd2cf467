from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Rating")



@_attrs_define
class Rating:
    """ 
        Attributes:
            mu (float): The estimated skill.
            sigma (float): Its uncertainty.
            display (int): The value to show people, conservative: 1000 + 40 * (mu - 3 * sigma). A new player shows 1000.
            matches (int): Rated matches counted.
            updated_at (float): Unix time.
     """

    mu: float
    sigma: float
    display: int
    matches: int
    updated_at: float





    def to_dict(self) -> dict[str, Any]:
        mu = self.mu

        sigma = self.sigma

        display = self.display

        matches = self.matches

        updated_at = self.updated_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "mu": mu,
            "sigma": sigma,
            "display": display,
            "matches": matches,
            "updated_at": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mu = d.pop("mu")

        sigma = d.pop("sigma")

        display = d.pop("display")

        matches = d.pop("matches")

        updated_at = d.pop("updated_at")

        rating = cls(
            mu=mu,
            sigma=sigma,
            display=display,
            matches=matches,
            updated_at=updated_at,
        )

        return rating

