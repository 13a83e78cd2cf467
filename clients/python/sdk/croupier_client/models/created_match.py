from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.created_match_seed_source import CreatedMatchSeedSource
from ..models.created_match_status import CreatedMatchStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.created_bot_seat import CreatedBotSeat
  from ..models.created_human_seat import CreatedHumanSeat
  from ..models.created_match_options import CreatedMatchOptions
  from ..models.created_open_seat import CreatedOpenSeat
  from ..models.webhook_created import WebhookCreated





T = TypeVar("T", bound="CreatedMatch")



@_attrs_define
class CreatedMatch:
    """ 
        Attributes:
            id (str):
            game (str):
            seats (list[CreatedBotSeat | CreatedHumanSeat | CreatedOpenSeat]):
            version (int):
            status (CreatedMatchStatus): open while seats wait to be claimed.
            options (CreatedMatchOptions):
            seed_hash (str): SHA-256 of croupier-seed:<salt>:<seed>.
            seed_source (CreatedMatchSeedSource): Who chose the seed: the server (secret until the end) or the match's
                creator, who can then compute the deal.
            webhook (WebhookCreated | Unset):
            invite_code (str | Unset): Claims an open seat (POST .../claims), shown only here; present where the create
                asked for "invite": true.
     """

    id: str
    game: str
    seats: list[CreatedBotSeat | CreatedHumanSeat | CreatedOpenSeat]
    version: int
    status: CreatedMatchStatus
    options: CreatedMatchOptions
    seed_hash: str
    seed_source: CreatedMatchSeedSource
    webhook: WebhookCreated | Unset = UNSET
    invite_code: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.created_bot_seat import CreatedBotSeat # noqa: PLC0415
        from ..models.created_human_seat import CreatedHumanSeat # noqa: PLC0415
        from ..models.created_match_options import CreatedMatchOptions # noqa: PLC0415
        from ..models.created_open_seat import CreatedOpenSeat # noqa: PLC0415
        from ..models.webhook_created import WebhookCreated # noqa: PLC0415
        id = self.id

        game = self.game

        seats = []
        for seats_item_data in self.seats:
            seats_item: dict[str, Any]
            if isinstance(seats_item_data, CreatedHumanSeat):
                seats_item = seats_item_data.to_dict()
            elif isinstance(seats_item_data, CreatedBotSeat):
                seats_item = seats_item_data.to_dict()
            else:
                seats_item = seats_item_data.to_dict()

            seats.append(seats_item)



        version = self.version

        status = self.status.value

        options = self.options.to_dict()

        seed_hash = self.seed_hash

        seed_source = self.seed_source.value

        webhook: dict[str, Any] | Unset = UNSET
        if not isinstance(self.webhook, Unset):
            webhook = self.webhook.to_dict()

        invite_code = self.invite_code


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "game": game,
            "seats": seats,
            "version": version,
            "status": status,
            "options": options,
            "seed_hash": seed_hash,
            "seed_source": seed_source,
        })
        if webhook is not UNSET:
            field_dict["webhook"] = webhook
        if invite_code is not UNSET:
            field_dict["invite_code"] = invite_code

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.created_bot_seat import CreatedBotSeat # noqa: PLC0415
        from ..models.created_human_seat import CreatedHumanSeat # noqa: PLC0415
        from ..models.created_match_options import CreatedMatchOptions # noqa: PLC0415
        from ..models.created_open_seat import CreatedOpenSeat # noqa: PLC0415
        from ..models.webhook_created import WebhookCreated # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        game = d.pop("game")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            def _parse_seats_item(data: object) -> CreatedBotSeat | CreatedHumanSeat | CreatedOpenSeat:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_created_seat_type_0 = CreatedHumanSeat.from_dict(data)



                    return componentsschemas_created_seat_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_created_seat_type_1 = CreatedBotSeat.from_dict(data)



                    return componentsschemas_created_seat_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_created_seat_type_2 = CreatedOpenSeat.from_dict(data)



                return componentsschemas_created_seat_type_2

            seats_item = _parse_seats_item(seats_item_data)

            seats.append(seats_item)


        version = d.pop("version")

        status = CreatedMatchStatus(d.pop("status"))




        options = CreatedMatchOptions.from_dict(d.pop("options"))




        seed_hash = d.pop("seed_hash")

        seed_source = CreatedMatchSeedSource(d.pop("seed_source"))




        _webhook = d.pop("webhook", UNSET)
        webhook: WebhookCreated | Unset
        if isinstance(_webhook,  Unset):
            webhook = UNSET
        else:
            webhook = WebhookCreated.from_dict(_webhook)




        invite_code = d.pop("invite_code", UNSET)

        created_match = cls(
            id=id,
            game=game,
            seats=seats,
            version=version,
            status=status,
            options=options,
            seed_hash=seed_hash,
            seed_source=seed_source,
            webhook=webhook,
            invite_code=invite_code,
        )

        return created_match

