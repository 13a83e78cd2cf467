from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.export_log_item import ExportLogItem
  from ..models.export_options import ExportOptions





T = TypeVar("T", bound="Export")



@_attrs_define
class Export:
    """ 
        Attributes:
            game (str):
            seats (int):
            options (ExportOptions):
            seed (int):
            salt (str):
            seed_source (str):
            control (list[None | str]): Each seat's first controller: null a human, else a strategy.
            created_at (float): The start's `now`.
            log (list[ExportLogItem]): Every entry: {seat, action, now}, {seat, control, now} or {seat, settings, now}.
     """

    game: str
    seats: int
    options: ExportOptions
    seed: int
    salt: str
    seed_source: str
    control: list[None | str]
    created_at: float
    log: list[ExportLogItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.export_log_item import ExportLogItem # noqa: PLC0415
        from ..models.export_options import ExportOptions # noqa: PLC0415
        game = self.game

        seats = self.seats

        options = self.options.to_dict()

        seed = self.seed

        salt = self.salt

        seed_source = self.seed_source

        control = []
        for control_item_data in self.control:
            control_item: None | str
            control_item = control_item_data
            control.append(control_item)



        created_at = self.created_at

        log = []
        for log_item_data in self.log:
            log_item = log_item_data.to_dict()
            log.append(log_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "seats": seats,
            "options": options,
            "seed": seed,
            "salt": salt,
            "seed_source": seed_source,
            "control": control,
            "created_at": created_at,
            "log": log,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.export_log_item import ExportLogItem # noqa: PLC0415
        from ..models.export_options import ExportOptions # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        seats = d.pop("seats")

        options = ExportOptions.from_dict(d.pop("options"))




        seed = d.pop("seed")

        salt = d.pop("salt")

        seed_source = d.pop("seed_source")

        control = []
        _control = d.pop("control")
        for control_item_data in (_control):
            def _parse_control_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            control_item = _parse_control_item(control_item_data)

            control.append(control_item)


        created_at = d.pop("created_at")

        log = []
        _log = d.pop("log")
        for log_item_data in (_log):
            log_item = ExportLogItem.from_dict(log_item_data)



            log.append(log_item)


        export = cls(
            game=game,
            seats=seats,
            options=options,
            seed=seed,
            salt=salt,
            seed_source=seed_source,
            control=control,
            created_at=created_at,
            log=log,
        )

        return export

