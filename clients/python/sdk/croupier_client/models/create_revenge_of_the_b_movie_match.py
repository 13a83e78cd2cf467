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
  from ..models.revenge_of_the_b_movie_match_options import RevengeOfTheBMovieMatchOptions
  from ..models.revenge_of_the_b_movie_seat_request import RevengeOfTheBMovieSeatRequest
  from ..models.revenge_of_the_b_movie_webhook_request import RevengeOfTheBMovieWebhookRequest





T = TypeVar("T", bound="CreateRevengeOfTheBMovieMatch")



@_attrs_define
class CreateRevengeOfTheBMovieMatch:
    """ A new match of Revenge of the B-Movie (3-6 seats).

        Attributes:
            game (Literal['revenge-of-the-b-movie']):
            seats (list[RevengeOfTheBMovieSeatRequest]):
            options (RevengeOfTheBMovieMatchOptions | Unset): Revenge of the B-Movie: match options (GET /v1/games lists
                their defaults).
            seed (int | Unset): Optional shuffle seed, for reproducible deals (tests, tournaments); the server draws one if
                absent. A chosen seed is marked in every view (seed_source: creator): whoever knows it can compute the deal.
                Refused (403 client_seed_refused) where the deployment sets CROUPIER_CLIENT_SEEDS=refuse.
            webhook (None | RevengeOfTheBMovieWebhookRequest | Unset): Deliver this match's events to a URL, signed by the
                app's webhook secret or one of the match's own (signing; README, Webhooks). Absent: the deployment's default
                webhook, if it sets one (CROUPIER_WEBHOOK_URL); null: none, not even the default.
            invite (bool | Unset): Anyone with the invite code the answer shows (once) may claim an open seat; without it,
                only the app that creates the match claims them. Needs an open seat. Default: False.
            rated (bool | Unset): Whether the match counts in its players' ratings (once it finishes); a match with fewer
                than two seats naming a player is unrated whatever this says. Default: True.
     """

    game: Literal['revenge-of-the-b-movie']
    seats: list[RevengeOfTheBMovieSeatRequest]
    options: RevengeOfTheBMovieMatchOptions | Unset = UNSET
    seed: int | Unset = UNSET
    webhook: None | RevengeOfTheBMovieWebhookRequest | Unset = UNSET
    invite: bool | Unset = False
    rated: bool | Unset = True





    def to_dict(self) -> dict[str, Any]:
        from ..models.revenge_of_the_b_movie_match_options import RevengeOfTheBMovieMatchOptions # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_seat_request import RevengeOfTheBMovieSeatRequest # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_webhook_request import RevengeOfTheBMovieWebhookRequest # noqa: PLC0415
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
        elif isinstance(self.webhook, RevengeOfTheBMovieWebhookRequest):
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
        from ..models.revenge_of_the_b_movie_match_options import RevengeOfTheBMovieMatchOptions # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_seat_request import RevengeOfTheBMovieSeatRequest # noqa: PLC0415
        from ..models.revenge_of_the_b_movie_webhook_request import RevengeOfTheBMovieWebhookRequest # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['revenge-of-the-b-movie'] , d.pop("game"))
        if game != 'revenge-of-the-b-movie':
            raise ValueError(f"game must match const 'revenge-of-the-b-movie', got '{game}'")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = RevengeOfTheBMovieSeatRequest.from_dict(seats_item_data)



            seats.append(seats_item)


        _options = d.pop("options", UNSET)
        options: RevengeOfTheBMovieMatchOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = RevengeOfTheBMovieMatchOptions.from_dict(_options)




        seed = d.pop("seed", UNSET)

        def _parse_webhook(data: object) -> None | RevengeOfTheBMovieWebhookRequest | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                webhook_type_0 = RevengeOfTheBMovieWebhookRequest.from_dict(data)



                return webhook_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RevengeOfTheBMovieWebhookRequest | Unset, data)

        webhook = _parse_webhook(d.pop("webhook", UNSET))


        invite = d.pop("invite", UNSET)

        rated = d.pop("rated", UNSET)

        create_revenge_of_the_b_movie_match = cls(
            game=game,
            seats=seats,
            options=options,
            seed=seed,
            webhook=webhook,
            invite=invite,
            rated=rated,
        )

        return create_revenge_of_the_b_movie_match

