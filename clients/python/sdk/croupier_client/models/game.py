from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.action_type import ActionType
  from ..models.game_reference import GameReference
  from ..models.game_strategy_ratings import GameStrategyRatings
  from ..models.option import Option





T = TypeVar("T", bound="Game")



@_attrs_define
class Game:
    """ 
        Attributes:
            id (str):
            title (str):
            summary (str):
            min_players (int):
            max_players (int):
            options (list[Option]):
            seat_settings (list[Option]): What a seat may set for itself (PUT .../seat/settings), never listed as actions:
                e.g. `auto_pass` in a game with reaction windows.
            action_types (list[ActionType]):
            strategies (list[str]):
            strategy_ratings (GameStrategyRatings): Strategy -> its rating in this game, from the all-bot matches of every
                app (a pool of the server's bots, apart from any app's players); a strategy without a rated match yet is absent,
                and so is every one while the store is unavailable.
            reference (GameReference): Public game data, e.g. every card's name and text by id; `names`: by kind (card,
                location...), every id a view, event or action may name, to its display name in the response's language.
            how_to_play (str): How to play, in our own words (Markdown), in the response's language (Content-Language).
     """

    id: str
    title: str
    summary: str
    min_players: int
    max_players: int
    options: list[Option]
    seat_settings: list[Option]
    action_types: list[ActionType]
    strategies: list[str]
    strategy_ratings: GameStrategyRatings
    reference: GameReference
    how_to_play: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.action_type import ActionType # noqa: PLC0415
        from ..models.game_reference import GameReference # noqa: PLC0415
        from ..models.game_strategy_ratings import GameStrategyRatings # noqa: PLC0415
        from ..models.option import Option # noqa: PLC0415
        id = self.id

        title = self.title

        summary = self.summary

        min_players = self.min_players

        max_players = self.max_players

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        seat_settings = []
        for seat_settings_item_data in self.seat_settings:
            seat_settings_item = seat_settings_item_data.to_dict()
            seat_settings.append(seat_settings_item)



        action_types = []
        for action_types_item_data in self.action_types:
            action_types_item = action_types_item_data.to_dict()
            action_types.append(action_types_item)



        strategies = self.strategies



        strategy_ratings = self.strategy_ratings.to_dict()

        reference = self.reference.to_dict()

        how_to_play = self.how_to_play


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "title": title,
            "summary": summary,
            "min_players": min_players,
            "max_players": max_players,
            "options": options,
            "seat_settings": seat_settings,
            "action_types": action_types,
            "strategies": strategies,
            "strategy_ratings": strategy_ratings,
            "reference": reference,
            "how_to_play": how_to_play,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action_type import ActionType # noqa: PLC0415
        from ..models.game_reference import GameReference # noqa: PLC0415
        from ..models.game_strategy_ratings import GameStrategyRatings # noqa: PLC0415
        from ..models.option import Option # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        summary = d.pop("summary")

        min_players = d.pop("min_players")

        max_players = d.pop("max_players")

        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = Option.from_dict(options_item_data)



            options.append(options_item)


        seat_settings = []
        _seat_settings = d.pop("seat_settings")
        for seat_settings_item_data in (_seat_settings):
            seat_settings_item = Option.from_dict(seat_settings_item_data)



            seat_settings.append(seat_settings_item)


        action_types = []
        _action_types = d.pop("action_types")
        for action_types_item_data in (_action_types):
            action_types_item = ActionType.from_dict(action_types_item_data)



            action_types.append(action_types_item)


        strategies = cast(list[str], d.pop("strategies"))


        strategy_ratings = GameStrategyRatings.from_dict(d.pop("strategy_ratings"))




        reference = GameReference.from_dict(d.pop("reference"))




        how_to_play = d.pop("how_to_play")

        game = cls(
            id=id,
            title=title,
            summary=summary,
            min_players=min_players,
            max_players=max_players,
            options=options,
            seat_settings=seat_settings,
            action_types=action_types,
            strategies=strategies,
            strategy_ratings=strategy_ratings,
            reference=reference,
            how_to_play=how_to_play,
        )

        return game

