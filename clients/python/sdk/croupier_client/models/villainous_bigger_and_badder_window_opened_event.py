from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.villainous_bigger_and_badder_window_opened_event_situation import VillainousBiggerAndBadderWindowOpenedEventSituation
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="VillainousBiggerAndBadderWindowOpenedEvent")



@_attrs_define
class VillainousBiggerAndBadderWindowOpenedEvent:
    """ Disney Villainous: Bigger and Badder: the window_opened event.

        Attributes:
            id (int): The event's id: the cursor of GET .../events.
            version (int): The match version the event led to.
            type_ (Literal['window_opened']):
            instance (int): The window's instance (its frame id).
            situation (VillainousBiggerAndBadderWindowOpenedEventSituation): What arose.
            actor (int): The seat that did it.
            seats (list[int]): The seats asked.
     """

    id: int
    version: int
    type_: Literal['window_opened']
    instance: int
    situation: VillainousBiggerAndBadderWindowOpenedEventSituation
    actor: int
    seats: list[int]





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        type_ = self.type_

        instance = self.instance

        situation = self.situation.value

        actor = self.actor

        seats = self.seats




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "type": type_,
            "instance": instance,
            "situation": situation,
            "actor": actor,
            "seats": seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        type_ = cast(Literal['window_opened'] , d.pop("type"))
        if type_ != 'window_opened':
            raise ValueError(f"type must match const 'window_opened', got '{type_}'")

        instance = d.pop("instance")

        situation = VillainousBiggerAndBadderWindowOpenedEventSituation(d.pop("situation"))




        actor = d.pop("actor")

        seats = cast(list[int], d.pop("seats"))


        villainous_bigger_and_badder_window_opened_event = cls(
            id=id,
            version=version,
            type_=type_,
            instance=instance,
            situation=situation,
            actor=actor,
            seats=seats,
        )

        return villainous_bigger_and_badder_window_opened_event

