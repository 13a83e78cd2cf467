from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.practical_guide_to_evil_match_options import PracticalGuideToEvilMatchOptions
  from ..models.practical_guide_to_evil_seat_request import PracticalGuideToEvilSeatRequest
  from ..models.practical_guide_to_evil_webhook_request import PracticalGuideToEvilWebhookRequest





T = TypeVar("T", bound="CreatePracticalGuideToEvilMatch")



@_attrs_define
class CreatePracticalGuideToEvilMatch:
    """ A new match of A Practical Guide to Evil (2-5 seats).

        Attributes:
            game (Literal['practical-guide-to-evil']):
            seats (list[PracticalGuideToEvilSeatRequest]):
            options (PracticalGuideToEvilMatchOptions | Unset): A Practical Guide to Evil: match options (GET /v1/games
                lists their defaults).
            seed (int | Unset): Optional shuffle seed, for reproducible deals (tests, tournaments); the server draws one if
                absent. A chosen seed is marked in every view (seed_source: creator): whoever knows it can compute the deal.
                Refused (403 client_seed_refused) where the deployment sets CROUPIER_CLIENT_SEEDS=refuse.
            webhook (None | PracticalGuideToEvilWebhookRequest | Unset): Deliver this match's events to a URL, signed by the
                app's webhook secret or one of the match's own (signing; README, Webhooks). Absent: the deployment's default
                webhook, if it sets one (CROUPIER_WEBHOOK_URL); null: none, not even the default.
            invite (bool | Unset): Anyone with the invite code the answer shows (once) may claim an open seat; without it,
                only the app that creates the match claims them. Needs an open seat. Default: False.
            rated (bool | Unset): Whether the match counts in its players' ratings (once it finishes); a match with fewer
                than two seats naming a player is unrated whatever this says. Default: True.
     """

    game: Literal['practical-guide-to-evil']
    seats: list[PracticalGuideToEvilSeatRequest]
    options: PracticalGuideToEvilMatchOptions | Unset = UNSET
    seed: int | Unset = UNSET
    webhook: None | PracticalGuideToEvilWebhookRequest | Unset = UNSET
    invite: bool | Unset = False
    rated: bool | Unset = True





    def to_dict(self) -> dict[str, Any]:
        from ..models.practical_guide_to_evil_match_options import PracticalGuideToEvilMatchOptions # noqa: PLC0415
        from ..models.practical_guide_to_evil_seat_request import PracticalGuideToEvilSeatRequest # noqa: PLC0415
        from ..models.practical_guide_to_evil_webhook_request import PracticalGuideToEvilWebhookRequest # noqa: PLC0415
        game = self.game

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seed = self.seed

        webhook: dict[str, Any] | None | Unset
        if isinstance(self.webhook, Unset):
            webhook = UNSET
        elif isinstance(self.webhook, PracticalGuideToEvilWebhookRequest):
            webhook = self.webhook.to_dict()
        else:
            webhook = self.webhook

        invite = self.invite

        rated = self.rated


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "seats": seats,
        })
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed
        if webhook is not UNSET:
            field_dict["webhook"] = webhook
        if invite is not UNSET:
            field_dict["invite"] = invite
        if rated is not UNSET:
            field_dict["rated"] = rated

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.practical_guide_to_evil_match_options import PracticalGuideToEvilMatchOptions # noqa: PLC0415
        from ..models.practical_guide_to_evil_seat_request import PracticalGuideToEvilSeatRequest # noqa: PLC0415
        from ..models.practical_guide_to_evil_webhook_request import PracticalGuideToEvilWebhookRequest # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['practical-guide-to-evil'] , d.pop("game"))
        if game != 'practical-guide-to-evil':
            raise ValueError(f"game must match const 'practical-guide-to-evil', got '{game}'")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = PracticalGuideToEvilSeatRequest.from_dict(seats_item_data)



            seats.append(seats_item)


        _options = d.pop("options", UNSET)
        options: PracticalGuideToEvilMatchOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = PracticalGuideToEvilMatchOptions.from_dict(_options)




        seed = d.pop("seed", UNSET)

        def _parse_webhook(data: object) -> None | PracticalGuideToEvilWebhookRequest | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                webhook_type_0 = PracticalGuideToEvilWebhookRequest.from_dict(data)



                return webhook_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PracticalGuideToEvilWebhookRequest | Unset, data)

        webhook = _parse_webhook(d.pop("webhook", UNSET))


        invite = d.pop("invite", UNSET)

        rated = d.pop("rated", UNSET)

        create_practical_guide_to_evil_match = cls(
            game=game,
            seats=seats,
            options=options,
            seed=seed,
            webhook=webhook,
            invite=invite,
            rated=rated,
        )

        return create_practical_guide_to_evil_match

