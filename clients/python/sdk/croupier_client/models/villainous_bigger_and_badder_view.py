from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.villainous_bigger_and_badder_view_seed_source import VillainousBiggerAndBadderViewSeedSource
from ..models.villainous_bigger_and_badder_view_status import VillainousBiggerAndBadderViewStatus
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.decision import Decision
  from ..models.seat_control_view import SeatControlView
  from ..models.villainous_bigger_and_badder_outcome import VillainousBiggerAndBadderOutcome
  from ..models.villainous_bigger_and_badder_table import VillainousBiggerAndBadderTable
  from ..models.villainous_bigger_and_badder_view_options import VillainousBiggerAndBadderViewOptions
  from ..models.villainous_bigger_and_badder_view_settings_item import VillainousBiggerAndBadderViewSettingsItem





T = TypeVar("T", bound="VillainousBiggerAndBadderView")



@_attrs_define
class VillainousBiggerAndBadderView:
    """ Disney Villainous: Bigger and Badder: a match as one seat (or a spectator) sees it.

        Attributes:
            game (Literal['villainous-bigger-and-badder']):
            version (int):
            status (VillainousBiggerAndBadderViewStatus): open: seats wait to be claimed; the table is shown as a spectator
                sees it and nobody acts yet.
            seats (int):
            options (VillainousBiggerAndBadderViewOptions):
            decisions (list[Decision]):
            control (list[SeatControlView]): Who plays each seat now: a human seat timed out under on_timeout=bot is played
                by a bot until its token takes it back (PUT .../seat).
            seed_hash (str): SHA-256 of croupier-seed:<salt>:<seed>.
            seed_source (VillainousBiggerAndBadderViewSeedSource): Who chose the seed: the server (secret until the end) or
                the match's creator, who can then compute the deal.
            table (VillainousBiggerAndBadderTable): Disney Villainous: Bigger and Badder: the table.
            seat (int | None | Unset): None for a spectator.
            open_seats (list[int] | Unset): The seats still to claim (open only).
            settings (list[VillainousBiggerAndBadderViewSettingsItem] | Unset): Each seat's settings (public): every one its
                game offers (the catalog's `seat_settings`), as the seat set it (PUT .../seat/settings) or by default. Absent
                while open.
            seed (int | Unset): Revealed once the match is finished.
            salt (str | Unset): Revealed once the match is finished.
            outcome (None | Unset | VillainousBiggerAndBadderOutcome):
     """

    game: Literal['villainous-bigger-and-badder']
    version: int
    status: VillainousBiggerAndBadderViewStatus
    seats: int
    options: VillainousBiggerAndBadderViewOptions
    decisions: list[Decision]
    control: list[SeatControlView]
    seed_hash: str
    seed_source: VillainousBiggerAndBadderViewSeedSource
    table: VillainousBiggerAndBadderTable
    seat: int | None | Unset = UNSET
    open_seats: list[int] | Unset = UNSET
    settings: list[VillainousBiggerAndBadderViewSettingsItem] | Unset = UNSET
    seed: int | Unset = UNSET
    salt: str | Unset = UNSET
    outcome: None | Unset | VillainousBiggerAndBadderOutcome = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.decision import Decision # noqa: PLC0415
        from ..models.seat_control_view import SeatControlView # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_outcome import VillainousBiggerAndBadderOutcome # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_table import VillainousBiggerAndBadderTable # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_view_options import VillainousBiggerAndBadderViewOptions # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_view_settings_item import VillainousBiggerAndBadderViewSettingsItem # noqa: PLC0415
        game = self.game

        version = self.version

        status = self.status.value

        seats = self.seats

        options = self.options.to_dict()

        decisions = []
        for decisions_item_data in self.decisions:
            decisions_item = decisions_item_data.to_dict()
            decisions.append(decisions_item)



        control = []
        for control_item_data in self.control:
            control_item = control_item_data.to_dict()
            control.append(control_item)



        seed_hash = self.seed_hash

        seed_source = self.seed_source.value

        table = self.table.to_dict()

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        open_seats: list[int] | Unset = UNSET
        if not isinstance(self.open_seats, Unset):
            open_seats = self.open_seats



        settings: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.settings, Unset):
            settings = []
            for settings_item_data in self.settings:
                settings_item = settings_item_data.to_dict()
                settings.append(settings_item)



        seed = self.seed

        salt = self.salt

        outcome: dict[str, Any] | None | Unset
        if isinstance(self.outcome, Unset):
            outcome = UNSET
        elif isinstance(self.outcome, VillainousBiggerAndBadderOutcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "version": version,
            "status": status,
            "seats": seats,
            "options": options,
            "decisions": decisions,
            "control": control,
            "seed_hash": seed_hash,
            "seed_source": seed_source,
            "table": table,
        })
        if seat is not UNSET:
            field_dict["seat"] = seat
        if open_seats is not UNSET:
            field_dict["open_seats"] = open_seats
        if settings is not UNSET:
            field_dict["settings"] = settings
        if seed is not UNSET:
            field_dict["seed"] = seed
        if salt is not UNSET:
            field_dict["salt"] = salt
        if outcome is not UNSET:
            field_dict["outcome"] = outcome

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.decision import Decision # noqa: PLC0415
        from ..models.seat_control_view import SeatControlView # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_outcome import VillainousBiggerAndBadderOutcome # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_table import VillainousBiggerAndBadderTable # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_view_options import VillainousBiggerAndBadderViewOptions # noqa: PLC0415
        from ..models.villainous_bigger_and_badder_view_settings_item import VillainousBiggerAndBadderViewSettingsItem # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['villainous-bigger-and-badder'] , d.pop("game"))
        if game != 'villainous-bigger-and-badder':
            raise ValueError(f"game must match const 'villainous-bigger-and-badder', got '{game}'")

        version = d.pop("version")

        status = VillainousBiggerAndBadderViewStatus(d.pop("status"))




        seats = d.pop("seats")

        options = VillainousBiggerAndBadderViewOptions.from_dict(d.pop("options"))




        decisions = []
        _decisions = d.pop("decisions")
        for decisions_item_data in (_decisions):
            decisions_item = Decision.from_dict(decisions_item_data)



            decisions.append(decisions_item)


        control = []
        _control = d.pop("control")
        for control_item_data in (_control):
            control_item = SeatControlView.from_dict(control_item_data)



            control.append(control_item)


        seed_hash = d.pop("seed_hash")

        seed_source = VillainousBiggerAndBadderViewSeedSource(d.pop("seed_source"))




        table = VillainousBiggerAndBadderTable.from_dict(d.pop("table"))




        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))


        open_seats = cast(list[int], d.pop("open_seats", UNSET))


        _settings = d.pop("settings", UNSET)
        settings: list[VillainousBiggerAndBadderViewSettingsItem] | Unset = UNSET
        if _settings is not UNSET:
            settings = []
            for settings_item_data in _settings:
                settings_item = VillainousBiggerAndBadderViewSettingsItem.from_dict(settings_item_data)



                settings.append(settings_item)


        seed = d.pop("seed", UNSET)

        salt = d.pop("salt", UNSET)

        def _parse_outcome(data: object) -> None | Unset | VillainousBiggerAndBadderOutcome:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = VillainousBiggerAndBadderOutcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | VillainousBiggerAndBadderOutcome, data)

        outcome = _parse_outcome(d.pop("outcome", UNSET))


        villainous_bigger_and_badder_view = cls(
            game=game,
            version=version,
            status=status,
            seats=seats,
            options=options,
            decisions=decisions,
            control=control,
            seed_hash=seed_hash,
            seed_source=seed_source,
            table=table,
            seat=seat,
            open_seats=open_seats,
            settings=settings,
            seed=seed,
            salt=salt,
            outcome=outcome,
        )

        return villainous_bigger_and_badder_view

